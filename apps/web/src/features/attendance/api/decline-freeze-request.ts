import type { FreezeRequestResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/** POST /api/members/freeze-requests/{id}/decline/ (decision 0344): with the reason the member sees. */
export const declineFreezeRequestPath = (id: number) => `/api/members/freeze-requests/${id}/decline/`;

export function declineFreezeRequest({ id, reason }: { id: number; reason: string }): Promise<FreezeRequestResponse> {
  return apiRequest<FreezeRequestResponse>(declineFreezeRequestPath(id), { method: "POST", body: { reason } });
}

export function useDeclineFreezeRequest() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: declineFreezeRequest, onSuccess: () => invalidate() });
}

import type { FreezeRequestResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/** POST /api/members/freeze-requests/{id}/approve/ (decision 0344): the desk's freeze, made from the request. */
export const approveFreezeRequestPath = (id: number) => `/api/members/freeze-requests/${id}/approve/`;

export function approveFreezeRequest(id: number): Promise<FreezeRequestResponse> {
  return apiRequest<FreezeRequestResponse>(approveFreezeRequestPath(id), { method: "POST", body: {} });
}

export function useApproveFreezeRequest() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: approveFreezeRequest, onSuccess: () => invalidate() });
}

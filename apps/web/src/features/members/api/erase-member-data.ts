import type { EraseResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/erase/ (designed, decision 0302): erase the member's personal data. */
export const eraseMemberDataPath = (id: number) => `/api/members/members/${id}/erase/`;

export function eraseMemberData({ id, force }: { id: number; force: boolean }): Promise<EraseResponse> {
  return apiRequest<EraseResponse>(eraseMemberDataPath(id), { method: "POST", body: force ? { force: true } : {} });
}

/** Whether the server refused because the member owes money or their membership runs: the owner may force it. */
export function needsOwnerConfirmation(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as { open_dues?: unknown; active_until?: unknown } | undefined;
  return body?.open_dues !== undefined || body?.active_until !== undefined;
}

export function useEraseMemberData() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: eraseMemberData, onSuccess: invalidate });
}

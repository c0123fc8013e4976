import type { StaffPasswordResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** POST /api/auth/staff/{id}/reset-password/ (decision 0322): a new password, shown once; old sessions end. */
export const resetStaffPasswordPath = (id: number) => `/api/auth/staff/${id}/reset-password/`;

export function resetStaffPassword(id: number): Promise<StaffPasswordResponse> {
  return apiRequest<StaffPasswordResponse>(resetStaffPasswordPath(id), { method: "POST", body: {} });
}

export function useResetStaffPassword() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: resetStaffPassword, onSuccess: invalidate });
}

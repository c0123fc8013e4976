import type { StaffSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** POST /api/auth/staff/{id}/deactivate/ (decision 0320): the account is signed out everywhere at once. */
export const deactivateStaffPath = (id: number) => `/api/auth/staff/${id}/deactivate/`;

export function deactivateStaff(id: number): Promise<StaffSavedResponse> {
  return apiRequest<StaffSavedResponse>(deactivateStaffPath(id), { method: "POST", body: {} });
}

export function useDeactivateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: deactivateStaff, onSuccess: invalidate });
}

import type { StaffSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** POST /api/auth/staff/{id}/activate/ (decision 0320): a deactivated account may sign in again. */
export const activateStaffPath = (id: number) => `/api/auth/staff/${id}/activate/`;

export function activateStaff(id: number): Promise<StaffSavedResponse> {
  return apiRequest<StaffSavedResponse>(activateStaffPath(id), { method: "POST", body: {} });
}

export function useActivateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: activateStaff, onSuccess: invalidate });
}

import type { StaffSavedResponse, UpdateStaffInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** PATCH /api/auth/staff/{id}/ (decision 0320): name, phone, role (a changed role signs the account out). */
export const staffPath = (id: number) => `/api/auth/staff/${id}/`;

export function updateStaff({ id, ...body }: UpdateStaffInput & { id: number }): Promise<StaffSavedResponse> {
  return apiRequest<StaffSavedResponse>(staffPath(id), { method: "PATCH", body });
}

export function useUpdateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: updateStaff, onSuccess: invalidate });
}

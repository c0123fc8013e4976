import type { CreateStaffInput, StaffPasswordResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { STAFF_PATH } from "./get-staff.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** POST /api/auth/staff/ (decision 0320): answers the first password, shown once (decision 0322). */
export function createStaff(body: CreateStaffInput): Promise<StaffPasswordResponse> {
  return apiRequest<StaffPasswordResponse>(STAFF_PATH, { method: "POST", body });
}

export function useCreateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: createStaff, onSuccess: invalidate });
}

import type { StaffSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** POST /api/auth/door-devices/{id}/revoke/ (decision 0323): signed out, and cannot sign in again. */
export const revokeDoorDevicePath = (id: number) => `/api/auth/door-devices/${id}/revoke/`;

export function revokeDoorDevice(id: number): Promise<StaffSavedResponse> {
  return apiRequest<StaffSavedResponse>(revokeDoorDevicePath(id), { method: "POST", body: {} });
}

export function useRevokeDoorDevice() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: revokeDoorDevice, onSuccess: invalidate });
}

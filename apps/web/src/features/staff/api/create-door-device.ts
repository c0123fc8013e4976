import type { CreateDoorDeviceInput, StaffPasswordResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { DOOR_DEVICES_PATH } from "./get-door-devices.ts";
import { useInvalidateStaff } from "./use-invalidate-staff.ts";

/** POST /api/auth/door-devices/ (decision 0323): a username and a password shown once. */
export function createDoorDevice(body: CreateDoorDeviceInput): Promise<StaffPasswordResponse> {
  return apiRequest<StaffPasswordResponse>(DOOR_DEVICES_PATH, { method: "POST", body });
}

export function useCreateDoorDevice() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: createDoorDevice, onSuccess: invalidate });
}

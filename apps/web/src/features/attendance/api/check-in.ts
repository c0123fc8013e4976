import type { CheckInResponse, CheckInVia } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/** POST /api/attendance/check-in/ (designed, decision 0250): the door check and the visit, in one call. */
export const CHECK_IN_PATH = "/api/attendance/check-in/";

export interface CheckInInput {
  member_id?: number;
  code?: string;
  via?: CheckInVia;
  override?: boolean;
  override_reason?: string;
  device?: string;
}

export function checkIn(input: CheckInInput): Promise<CheckInResponse> {
  return apiRequest<CheckInResponse>(CHECK_IN_PATH, { method: "POST", body: input });
}

export function useCheckIn() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: checkIn, onSuccess: () => invalidate() });
}

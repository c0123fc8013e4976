import type { MemberPageSettings, MemberPageSettingsResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { MEMBER_PAGE_SETTINGS_PATH } from "./get-member-page-settings.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/** PUT /api/members/member-page-settings/ (designed, decision 0345): the whole row. */
export function updateMemberPageSettings(fields: MemberPageSettings): Promise<MemberPageSettingsResponse> {
  return apiRequest<MemberPageSettingsResponse>(MEMBER_PAGE_SETTINGS_PATH, { method: "PUT", body: fields });
}

export function useUpdateMemberPageSettings() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: updateMemberPageSettings, onSuccess: () => invalidate() });
}

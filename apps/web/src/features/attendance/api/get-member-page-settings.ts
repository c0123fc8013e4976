import type { MemberPageSettingsResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/members/member-page-settings/ (designed, decision 0345). */
export const MEMBER_PAGE_SETTINGS_PATH = "/api/members/member-page-settings/";

export function getMemberPageSettings(signal?: AbortSignal): Promise<MemberPageSettingsResponse> {
  return apiRequest<MemberPageSettingsResponse>(MEMBER_PAGE_SETTINGS_PATH, signal ? { signal } : {});
}

export const memberPageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.memberPageSettings(),
    queryFn: ({ signal }) => getMemberPageSettings(signal),
  });

export function useMemberPageSettings() {
  return useQuery(memberPageSettingsQueryOptions());
}

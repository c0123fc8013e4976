import type {
  PrivacyNoticeBody,
  PrivacyNoticeResponse,
  PrivacyNoticeSavedResponse,
  PrivacyNoticeText,
} from "@gym/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/members/privacy-notice/ (designed, decision 0350): the gym's current notice, for the forms. */
export const privacyNoticePath = "/api/members/privacy-notice/";
/** PUT /api/members/privacy-notice/update/ (owner only): a changed text becomes the next version. */
export const updatePrivacyNoticePath = "/api/members/privacy-notice/update/";

/** Under the members root key: a new version reloads every profile's Data and privacy card too. */
export const privacyNoticeKey = [...memberKeys.all, "privacy-notice"] as const;

export function privacyNoticeQueryOptions() {
  return queryOptions({
    queryKey: privacyNoticeKey,
    queryFn: ({ signal }) => apiRequest<PrivacyNoticeResponse>(privacyNoticePath, { signal }),
  });
}

export function usePrivacyNotice() {
  return useQuery(privacyNoticeQueryOptions());
}

export function useSavePrivacyNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyNoticeText & Pick<PrivacyNoticeBody, "version">) =>
      apiRequest<PrivacyNoticeSavedResponse>(updatePrivacyNoticePath, { method: "PUT", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** GET /api/members/privacy-notice/versions/{version}/: a version as it read, read-only (decision 0350). */
export const privacyNoticeVersionPath = (version: number) => `/api/members/privacy-notice/versions/${version}/`;

export function usePrivacyNoticeVersion(version: number | null) {
  return useQuery({
    queryKey: [...privacyNoticeKey, "version", version],
    queryFn: ({ signal }) => apiRequest<PrivacyNoticeResponse>(privacyNoticeVersionPath(version ?? 0), { signal }),
    enabled: version !== null,
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

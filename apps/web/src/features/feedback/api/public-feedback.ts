import {
  type MemberFeedbackResponse,
  type MemberIdentity,
  PUBLIC_GYM_PAGE_MAX_AGE,
  type PublicFeedbackCategoriesResponse,
  type PublicFeedbackResponse,
} from "@gym/contracts";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { publicFeedbackKeys } from "./query-keys.ts";

/** The public form's calls (designed, decisions 0112, 0113): no token; a visitor is never signed out. */
const base = (schemaName: string) => `/api/public/gyms/${encodeURIComponent(schemaName)}/feedback/`;
export const publicFeedbackCategoriesPath = (schemaName: string) => `${base(schemaName)}categories/`;
export const publicFeedbackSubmitPath = base;
export const publicOwnFeedbackPath = (schemaName: string) => `${base(schemaName)}mine/`;
export const publicFollowUpPath = (schemaName: string, id: number) => `${base(schemaName)}${id}/follow-up/`;

export function getPublicFeedbackCategories(
  schemaName: string,
  signal?: AbortSignal,
): Promise<PublicFeedbackCategoriesResponse> {
  return apiRequest<PublicFeedbackCategoriesResponse>(publicFeedbackCategoriesPath(schemaName), {
    skipUnauthorizedHandling: true,
    ...(signal ? { signal } : {}),
  });
}

export const publicFeedbackCategoriesQueryOptions = (schemaName: string) =>
  queryOptions({
    queryKey: publicFeedbackKeys.categories(schemaName),
    queryFn: ({ signal }) => getPublicFeedbackCategories(schemaName, signal),
    staleTime: PUBLIC_GYM_PAGE_MAX_AGE * 1000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function usePublicFeedbackCategories(schemaName: string) {
  return useQuery(publicFeedbackCategoriesQueryOptions(schemaName));
}

export interface PublicFeedbackInput extends MemberIdentity {
  subject: string;
  message: string;
  category_id: number | null;
  rating: number;
  photo: File | null;
  /** The privacy notice's version the member ticked consent to (decision 0304); absent: not sent. */
  privacy_notice_version?: string;
}

export function buildPublicFeedbackForm(input: PublicFeedbackInput): FormData {
  const form = new FormData();
  form.append("member_code", input.member_code.trim());
  form.append("phone", input.phone.trim());
  form.append("subject", input.subject.trim());
  form.append("message", input.message.trim());
  if (input.category_id !== null) form.append("category_id", String(input.category_id));
  form.append("rating", String(input.rating));
  if (input.photo) form.append("photo", input.photo, input.photo.name);
  if (input.privacy_notice_version) form.append("privacy_notice_version", input.privacy_notice_version);
  return form;
}

export function submitPublicFeedback(schemaName: string, input: PublicFeedbackInput): Promise<PublicFeedbackResponse> {
  return apiRequest<PublicFeedbackResponse>(publicFeedbackSubmitPath(schemaName), {
    method: "POST",
    body: buildPublicFeedbackForm(input),
    skipUnauthorizedHandling: true,
  });
}

export function useSubmitPublicFeedback(schemaName: string) {
  return useMutation({ mutationFn: (input: PublicFeedbackInput) => submitPublicFeedback(schemaName, input) });
}

export function getOwnFeedback(schemaName: string, identity: MemberIdentity): Promise<MemberFeedbackResponse> {
  return apiRequest<MemberFeedbackResponse>(publicOwnFeedbackPath(schemaName), {
    method: "POST",
    body: { member_code: identity.member_code.trim(), phone: identity.phone.trim() },
    skipUnauthorizedHandling: true,
  });
}

export function useOwnFeedback(schemaName: string) {
  return useMutation({ mutationFn: (identity: MemberIdentity) => getOwnFeedback(schemaName, identity) });
}

export function sendPublicFollowUp(
  schemaName: string,
  input: MemberIdentity & { id: number; message: string },
): Promise<PublicFeedbackResponse> {
  return apiRequest<PublicFeedbackResponse>(publicFollowUpPath(schemaName, input.id), {
    method: "POST",
    body: { member_code: input.member_code.trim(), phone: input.phone.trim(), message: input.message.trim() },
    skipUnauthorizedHandling: true,
  });
}

export function useSendPublicFollowUp(schemaName: string) {
  return useMutation({
    mutationFn: (input: MemberIdentity & { id: number; message: string }) => sendPublicFollowUp(schemaName, input),
  });
}

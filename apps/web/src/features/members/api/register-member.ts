import { type Gender, type MemberRegisterResponse, REGISTER_MEMBER_FAILED, REGISTRATION_FAILED } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError, isFailureEnvelope } from "../../../lib/api-error.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/android/member/register/ (part 1 §3, §7): multipart with every member field. */
export const REGISTER_MEMBER_PATH = "/api/android/member/register/";

export interface RegisterMemberInput {
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  gender: Gender;
  address: string;
  emergency_contact: string;
  joining_date: string;
  /** Empty: the server sets joining date + 30 days (part 1 §5). */
  renewal_date: string;
  /** Optional plan (decision 0192); empty fields are not sent. */
  plan_name?: string;
  plan_amount?: string;
  /** A catalogue plan's id (decision 0290); empty: none. */
  plan_id?: string;
  /** Optional (decision 0222): a paying company's GSTIN; checked by the same contract as the server. */
  gstin?: string;
  /** The privacy notice's version the member consented to (decision 0304); empty: not sent, no consent. */
  privacy_notice_version?: string;
  profile_photo: File | null;
}

export function toRegisterFormData(input: RegisterMemberInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key === "profile_photo") continue;
    const text = typeof value === "string" ? value.trim() : "";
    // The password is sent as typed; optional fields left empty are not sent at all.
    if (key === "password") form.append(key, String(value));
    else if (text !== "") form.append(key, text);
  }
  if (input.profile_photo) form.append("profile_photo", input.profile_photo);
  return form;
}

export function registerMember(input: RegisterMemberInput): Promise<MemberRegisterResponse> {
  return apiRequest<MemberRegisterResponse>(REGISTER_MEMBER_PATH, { method: "POST", body: toRegisterFormData(input) });
}

export function useRegisterMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: registerMember, onSuccess: invalidate });
}

/**
 * The failure text shown above the form (part 1 §8: "Registration: server error, then message, else
 * 'Registration failed' / 'Failed to register member. Please try again.'").
 */
export function registrationErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return REGISTER_MEMBER_FAILED;
  const text = error.texts.error ?? error.texts.serverMessage;
  if (text) return text;
  // The server answered with its failure envelope but no text; anything else failed on the way.
  return isFailureEnvelope(error.body) ? REGISTRATION_FAILED : REGISTER_MEMBER_FAILED;
}

/** The server's `errors` map ({ field: text }), for placing each text on its field. */
export function registrationFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== "object" || errors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    const message = Array.isArray(text) ? text.filter((t) => typeof t === "string").join(" ") : text;
    if (typeof message === "string" && message.trim()) result[field] = message;
  }
  return result;
}

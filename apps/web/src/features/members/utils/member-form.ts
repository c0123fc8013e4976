import {
  DATE_OF_BIRTH_IN_FUTURE,
  DEFAULT_MEMBERSHIP_DAYS,
  dateOfBirthInFuture,
  type Gender,
  MEMBER_PHOTO_MAX_BYTES,
  type MemberProfile,
  memberPhotoTooLarge,
  memberRegisterFields,
  memberUpdateFields,
} from "@gym/contracts";
import { withFormRules } from "../../../components/form/contract-resolver.ts";
import { addDays, gymToday } from "../../../lib/calendar-date.ts";
import { formatMegabytes } from "../../../lib/file-size.ts";
import { isIsoDay, parseTypedDate, TYPED_DATE_HINT, toTypedDate } from "../../../lib/typed-date.ts";
import type { RegisterMemberInput } from "../api/register-member.ts";

/** The Add New Member form (part 1 §3): text as typed (dates too, as DD-MM-YYYY or YYYY-MM-DD), the photo as a File. */
export interface MemberFormValues {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  email: string;
  phone: string;
  date_of_birth: string;
  /** null, not "": a Select shows its last choice for a value that matches no option (defect 2). */
  gender: Gender | null;
  address: string;
  emergency_contact: string;
  joining_date: string;
  renewal_date: string;
  /** The membership plan (issue 10, decision 0192): optional; the gym's default applies without one. */
  plan_name: string;
  plan_amount: string;
  /** A catalogue plan (decision 0290): its name and amount replace the two fields above. null: none. */
  plan_id: string | null;
  /** Optional (decision 0222): the GSTIN of a company paying for this membership. */
  gstin: string;
  profile_photo: File | null;
  /**
   * Add New Member only (decisions 0304, 0350): the version of the gym's notice the member was shown and
   * consents to, set when the box is ticked; empty when not. Optional.
   */
  privacy_consent: string;
}

const DATE_FIELDS = ["date_of_birth", "joining_date", "renewal_date"] as const;

export const GENDER_OPTIONS = [
  { value: "M", label: "Male" },
  { value: "F", label: "Female" },
  { value: "O", label: "Other" },
] as const;

/** The fields' labels: the form names a field by its label in the schema's messages ("First name is required"). */
export const FIELD_LABELS: Record<keyof MemberFormValues, string> = {
  first_name: "First name",
  last_name: "Last name",
  username: "Username",
  password: "Password",
  email: "Email",
  phone: "Phone",
  date_of_birth: "Date of birth",
  gender: "Gender",
  address: "Address",
  emergency_contact: "Emergency contact",
  joining_date: "Joining date",
  renewal_date: "Renewal date",
  plan_name: "Plan name",
  plan_amount: "Monthly fee",
  plan_id: "Plan",
  gstin: "Company GSTIN",
  profile_photo: "Photo",
  privacy_consent: "Consent",
};

export const RENEWAL_BEFORE_JOINING_TEXT = "Renewal date cannot be before the joining date";

export function emptyMemberForm(today: string): MemberFormValues {
  return {
    first_name: "",
    last_name: "",
    username: "",
    password: "",
    email: "",
    phone: "",
    date_of_birth: "",
    gender: null,
    address: "",
    emergency_contact: "",
    // Part 1 §3: "joining_date (default today)".
    joining_date: today ? toTypedDate(today) : "",
    renewal_date: "",
    plan_name: "",
    plan_amount: "",
    plan_id: null,
    gstin: "",
    profile_photo: null,
    privacy_consent: "",
  };
}

/** The edit form's starting values: the member as stored (decision 0260); the password stays blank (kept). */
export function memberFormFromProfile(member: MemberProfile): MemberFormValues {
  return {
    first_name: member.user.first_name,
    last_name: member.user.last_name,
    username: member.username,
    password: "",
    email: member.email,
    phone: member.phone,
    date_of_birth: toTypedDate(member.date_of_birth),
    gender: member.gender,
    address: member.address,
    emergency_contact: member.emergency_contact,
    joining_date: toTypedDate(member.joining_date),
    renewal_date: toTypedDate(member.renewal_date),
    plan_name: member.plan_name ?? "",
    plan_amount: member.plan_amount ?? "",
    plan_id: member.plan_id === null ? null : String(member.plan_id),
    gstin: member.gstin ?? "",
    profile_photo: null,
    privacy_consent: "",
  };
}

/** Part 1 §5: "Empty renewal_date is set to joining date plus 30 days." Shown as a hint; null while joining is unreadable. */
export function defaultRenewalDate(joiningDate: string, termDays = DEFAULT_MEMBERSHIP_DAYS): string | null {
  const joining = parseTypedDate(joiningDate);
  return joining === null ? null : addDays(joining, termDays);
}

/** Where the birth-date calendar opens while the field is empty: 25 years back, a typical member's age. */
export function birthCalendarStart(today: string): string {
  return `${Number(today.slice(0, 4)) - 25}-01-01`;
}

/** What the form sends, checked by the call's schema: typed dates as YYYY-MM-DD (an unreadable one as typed). */
export interface MemberFormPayload extends Omit<MemberFormValues, "gender" | "privacy_consent"> {
  gender: Gender | "";
  /** The notice's version when the consent box is ticked, else empty (decision 0304). */
  privacy_notice_version: string;
}

/** The version a ticked consent box sends; empty (not sent) when unticked. */
const noticeVersionOf = (values: MemberFormValues) => values.privacy_consent;

export function toMemberPayload(values: MemberFormValues): MemberFormPayload {
  const day = (text: string) => parseTypedDate(text) ?? text.trim();
  const { privacy_consent: _, ...fields } = values;
  return {
    ...fields,
    privacy_notice_version: noticeVersionOf(values),
    gender: values.gender ?? "",
    date_of_birth: day(values.date_of_birth),
    joining_date: day(values.joining_date),
    renewal_date: day(values.renewal_date),
  };
}

/**
 * The registration's schema (`memberRegisterFields`, the edit's `memberUpdateFields` with a password that
 * may stay blank, decision 0260) plus what the server checks in its service and the form knows better: a
 * typed date it cannot read, a date of birth not after today, a renewal not before joining, the joining
 * date asked for (the server would default it), and the photo's type and size.
 */
export function memberFormSchema(mode: "add" | "edit", today = gymToday()) {
  return withFormRules<MemberFormPayload>(
    mode === "edit" ? memberUpdateFields : memberRegisterFields,
    (payload, report) => {
      for (const field of DATE_FIELDS) {
        const day = payload[field];
        if (day !== "" && !isIsoDay(day)) report(field, TYPED_DATE_HINT);
      }
      // Part 1 §5 lists joining_date as required; the server would default it, the form asks for it.
      if (payload.joining_date === "") report("joining_date", "Joining date is required");
      if (isIsoDay(payload.date_of_birth) && dateOfBirthInFuture(payload.date_of_birth, today)) {
        report("date_of_birth", DATE_OF_BIRTH_IN_FUTURE);
      }
      const { joining_date: joining, renewal_date: renewal } = payload;
      if (isIsoDay(joining) && isIsoDay(renewal) && renewal < joining)
        report("renewal_date", RENEWAL_BEFORE_JOINING_TEXT);
      const photo = payload.profile_photo;
      if (photo) {
        if (!photo.type.startsWith("image/")) report("profile_photo", "Please choose an image file");
        else if (photo.size > MEMBER_PHOTO_MAX_BYTES) {
          report("profile_photo", memberPhotoTooLarge(formatMegabytes(photo.size)));
        }
      }
    },
  );
}

/** The request's fields, dates as YYYY-MM-DD; call after the form's check passed. */
export function toRegisterInput(values: MemberFormValues): RegisterMemberInput {
  const iso = (text: string) => parseTypedDate(text) ?? "";
  const { privacy_consent: _, ...fields } = values;
  return {
    ...fields,
    privacy_notice_version: noticeVersionOf(values),
    gender: values.gender as Gender,
    date_of_birth: iso(values.date_of_birth),
    joining_date: iso(values.joining_date),
    renewal_date: iso(values.renewal_date),
    plan_id: values.plan_id ?? "",
  };
}

import {
  DEFAULT_MEMBERSHIP_DAYS,
  type Gender,
  MEMBER_PHOTO_MAX_BYTES,
  memberPhotoTooLarge,
  memberRegisterFields,
  RENEWAL_BEFORE_JOINING,
} from "@gym/contracts";
import { addDays, dayNumber } from "../../../lib/calendar-date.ts";
import { formatMegabytes } from "../../../lib/file-size.ts";
import type { RegisterMemberInput } from "../api/register-member.ts";

/** The Add New Member form (part 1 §3): text fields as typed, the photo as a File. */
export interface MemberFormValues {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender: Gender | "";
  address: string;
  emergency_contact: string;
  joining_date: string;
  renewal_date: string;
  /** The membership plan (issue 10, decision 0192): optional; the gym's default applies without one. */
  plan_name: string;
  plan_amount: string;
  profile_photo: File | null;
}

export const GENDER_OPTIONS = [
  { value: "M", label: "Male" },
  { value: "F", label: "Female" },
  { value: "O", label: "Other" },
] as const;

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
  profile_photo: "Photo",
};

export function emptyMemberForm(today: string): MemberFormValues {
  return {
    first_name: "",
    last_name: "",
    username: "",
    password: "",
    email: "",
    phone: "",
    date_of_birth: "",
    gender: "",
    address: "",
    emergency_contact: "",
    // Part 1 §3: "joining_date (default today)".
    joining_date: today,
    renewal_date: "",
    plan_name: "",
    plan_amount: "",
    profile_photo: null,
  };
}

/** Part 1 §5: "Empty renewal_date is set to joining date plus 30 days." Shown as a hint; null if joining is unset. */
export function defaultRenewalDate(joiningDate: string): string | null {
  return dayNumber(joiningDate) === null ? null : addDays(joiningDate, DEFAULT_MEMBERSHIP_DAYS);
}

/** The server's texts name the field by key ("first_name is required"); the form says it with the label. */
function readable(field: keyof MemberFormValues, message: string): string {
  return message.startsWith(field) ? `${FIELD_LABELS[field]}${message.slice(field.length)}` : message;
}

/**
 * Client validation with the server's own schema (`memberRegisterFields` from @gym/contracts), so both
 * sides agree; plus the photo checks and renewal-after-joining, which the server makes elsewhere.
 */
export function validateMemberForm(values: MemberFormValues): Partial<Record<keyof MemberFormValues, string>> {
  const errors: Partial<Record<keyof MemberFormValues, string>> = {};
  const { profile_photo, ...fields } = values;
  const parsed = memberRegisterFields.safeParse({ ...fields, joining_date: fields.joining_date || undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MemberFormValues | undefined;
      if (field && field in FIELD_LABELS && !errors[field]) errors[field] = readable(field, issue.message);
    }
  }
  // Part 1 §5 lists joining_date as required; the server would default it, the form asks for it.
  if (!values.joining_date.trim()) errors.joining_date = "Joining date is required";
  const renewal = dayNumber(values.renewal_date);
  const joining = dayNumber(values.joining_date);
  if (!errors.renewal_date && renewal !== null && joining !== null && renewal < joining) {
    errors.renewal_date = readable("renewal_date", RENEWAL_BEFORE_JOINING);
  }
  if (profile_photo) {
    if (!profile_photo.type.startsWith("image/")) errors.profile_photo = "Please choose an image file";
    else if (profile_photo.size > MEMBER_PHOTO_MAX_BYTES) {
      errors.profile_photo = memberPhotoTooLarge(formatMegabytes(profile_photo.size));
    }
  }
  return errors;
}

export function toRegisterInput(values: MemberFormValues): RegisterMemberInput {
  return { ...values, gender: values.gender as Gender };
}

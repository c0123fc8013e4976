import {
  authFields,
  blankToUndefined,
  dbIdWith,
  formBoolean,
  isoDate,
  isStorableText,
  pageNumber,
  successBody,
  successMessageBody,
  unstorableText,
} from "../common.ts";
import { optionalGstin } from "../gstin.ts";
import { z } from "../messages.ts";
import { optionalMoney } from "../money.ts";
import { privacyNoticeVersionField } from "./data-rights.ts";
import { daysLeftText, MEMBER_STATUSES } from "./member-status.ts";

// Members: list, registration, suspend/activate, bulk upload (part 1 §2-§9).
// Member codes look like MEM0001 (docs/decisions/0010-member-code.md).

// Statuses and the days-left text are shared with screens that import no zod (member-status.ts).
export { daysLeftText, MEMBER_STATUSES } from "./member-status.ts";

export const memberStatus = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatus>;

export const GENDERS = ["M", "F", "O"] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;

// ---- texts (part 1 §5, §8; our own where the spec shows none) ----
export const NO_FILE_SELECTED = "Please select a file first";
export const INVALID_EXCEL_FILE = "Please select a valid Excel file (.xlsx or .xls)";
/** Part 1 §8 "Registration": the short text for a failure answer without words, the long one for a failed call. */
export const REGISTRATION_FAILED = "Registration failed";
export const REGISTER_MEMBER_FAILED = "Failed to register member. Please try again.";
export const FETCH_MEMBERS_FAILED = "Failed to fetch members. Please try again.";
export const SUSPEND_FAILED = "Failed to suspend member";
export const ACTIVATE_FAILED = "Failed to activate member";
export const DATE_OF_BIRTH_IN_FUTURE = "Date of birth cannot be after today";
export const USERNAME_TAKEN = "A member with this username already exists";
export const EMAIL_TAKEN = "A member with this email already exists";
export const MEMBER_NOT_FOUND = "Member not found";
export const MEMBER_REGISTERED = "Member registered successfully";
export const MEMBER_SUSPENDED = "Member suspended successfully";
export const MEMBER_ACTIVATED = "Member activated successfully";
export const GENDER_INVALID = "gender must be M, F or O";
export const PHONE_INVALID = "phone must be a phone number of 7 to 15 digits";
export const RENEWAL_BEFORE_JOINING = "renewal_date cannot be before joining_date";

/** Member photos: images only, checked by content; at most 5 MB (docs/decisions/0013-member-photo-limit.md). */
export const MEMBER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const memberPhotoTooLarge = (sizeMb: string) =>
  `Image file is too large (${sizeMb}MB). Maximum allowed size is 5MB.`;

/** Renewal default: joining date plus 30 days (part 1 §5, §9). */
export const DEFAULT_MEMBERSHIP_DAYS = 30;

// ---- dates (calendar days; "today" is the gym's, given by the caller) ----

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Expired today', 'Expired N days ago', or 'Membership expired' when there is no expiry date to count from. */
export function expiredLabel(daysSinceExpiry: number | null): string {
  if (daysSinceExpiry === null || daysSinceExpiry < 0) return "Membership expired";
  if (daysSinceExpiry === 0) return "Expired today";
  return `Expired ${daysSinceExpiry} days ago`;
}

/**
 * What a member's membership reads everywhere (the list's days-left column and the home's expired
 * list): an expired member never reads 'Expires today' or 'N days left' (docs/decisions/0036).
 */
export function membershipText(status: MemberStatus, daysLeft: number): string {
  if (status !== "EXPIRED") return daysLeftText(daysLeft);
  return expiredLabel(daysLeft <= 0 ? -daysLeft : null);
}

/**
 * The one definition of expired (part 1 §4, docs/decisions/0036): EXPIRED status, or a renewal date
 * before today. A renewal date of today is the membership's last day ('Expires today').
 */
export function displayStatus(status: MemberStatus, renewalDate: string | null, today: string): MemberStatus {
  if (status === "EXPIRED" || (renewalDate !== null && renewalDate < today)) return "EXPIRED";
  return status;
}

// ---- list ----

export const memberUser = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
});

export const member = z.object({
  id: z.number().int(),
  member_id: z.string(),
  user: memberUser,
  full_name: z.string(),
  phone: z.string(),
  gender: gender,
  date_of_birth: z.string(),
  address: z.string(),
  emergency_contact: z.string(),
  status: memberStatus,
  /** EXPIRED when status is EXPIRED or renewal_date < today, else status. */
  display_status: memberStatus,
  joining_date: z.string(),
  /** Same value as joining_date (the spec accepts both names). */
  join_date: z.string(),
  renewal_date: z.string(),
  /** Whole days from today to renewal_date; negative when past. */
  days_left: z.number().int(),
  /** Part 1 §4's days-left text; for an expired member the expired label (`membershipText`). */
  days_left_text: z.string(),
  /** The last day of the freeze the member is in today (issue 24 §4, decision 0258); null when not frozen. */
  frozen_until: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  /** The GSTIN of whoever pays (a company paying for staff memberships); null when none was given. */
  gstin: z.string().nullable(),
  created_at: z.string(),
});
export type Member = z.infer<typeof member>;

export const MEMBERS_PAGE_SIZE_DEFAULT = 50;
export const MEMBERS_PAGE_SIZE_MAX = 200;

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const membersListQuery = z.object({
  page: pageNumber(Number.MAX_SAFE_INTEGER, 1),
  page_size: pageNumber(MEMBERS_PAGE_SIZE_MAX, MEMBERS_PAGE_SIZE_DEFAULT),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** true: only archived members (decision 0261); otherwise archived members are left out. */
  archived: z.preprocess(emptyToUndefined, formBoolean.optional()),
  status: z.preprocess(
    (v) => (typeof v === "string" ? emptyToUndefined(v.trim().toUpperCase()) : v),
    memberStatus.optional(),
  ),
  ...authFields,
});
export type MembersListQuery = z.infer<typeof membersListQuery>;

export const memberStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  expired: z.number().int(),
  suspended: z.number().int(),
});
export type MemberStats = z.infer<typeof memberStats>;

/** Django-style page: next/previous are absolute URLs with the page param, or null. Stats are gym-wide. */
export const membersListResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(member),
  stats: memberStats,
  /** Archived members, outside the stats (decision 0261): the count the list's 'Archived' filter shows. */
  archived_count: z.number().int(),
});
export type MembersListResponse = z.infer<typeof membersListResponse>;

// ---- registration ----

/** PostgreSQL cannot store NUL or a lone surrogate; a field carrying one is refused, not silently changed. */
const noNul = (name: string) => [isStorableText, { error: unstorableText(name) }] as const;
const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .refine(...noNul(name));
const optionalText = (name: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine(...noNul(name))
      .optional(),
  );

export const genderInput = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const s = v.trim().toUpperCase();
    return ({ MALE: "M", FEMALE: "F", OTHER: "O" } as Record<string, string>)[s] ?? s;
  },
  z.enum(GENDERS, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "gender is required" : GENDER_INVALID),
  }),
);

export const phoneInput = required("phone")
  .max(20)
  .refine((v) => /^\+?[0-9()\-\s]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v), { error: PHONE_INVALID });

/** A real YYYY-MM-DD day; "not after today" needs the gym's today, so callers check `dateOfBirthInFuture`. */
export const dateOfBirthInput = required("date_of_birth").pipe(isoDate);

/** Part 1 §5: "date_of_birth (cannot be after today)", today being the gym's calendar day (decision 0009). */
export const dateOfBirthInFuture = (dateOfBirth: string, today: string) => dateOfBirth > today;

/** Text fields of POST /api/android/member/register/ (part 1 §3, §5). Multipart or JSON. */
export const memberRegisterFields = z.object({
  username: required("username").max(150),
  password: z.string({ error: "password is required" }).min(1, { error: "password is required" }).max(200),
  email: required("email").max(254).toLowerCase().pipe(z.email()),
  first_name: required("first_name").max(100),
  last_name: required("last_name").max(100),
  phone: phoneInput,
  date_of_birth: dateOfBirthInput,
  gender: genderInput,
  address: optionalText("address", 500),
  emergency_contact: optionalText("emergency_contact", 100),
  /** Defaults to today (server's local date). */
  joining_date: z.preprocess(emptyToUndefined, isoDate.optional()),
  /** Empty: joining_date + 30 days. */
  renewal_date: z.preprocess(emptyToUndefined, isoDate.optional()),
  /** The membership plan (issue 10, decision 0192): both optional; the gym's default fills in. */
  plan_name: optionalText("plan_name", 100),
  plan_amount: optionalMoney({ field: "plan_amount" }),
  /**
   * A plan of the catalogue (decision 0290): when given, the member's plan_name and plan_amount are the
   * plan's (the two fields above are ignored) and an empty renewal_date is joining + the plan's term.
   */
  plan_id: z.preprocess(blankToUndefined, dbIdWith({ invalid: "plan_id must be a plan's id" }).optional()),
  /** Optional (decision 0222): a paying company's GSTIN, printed on the member's tax invoices as the recipient's. */
  gstin: optionalGstin,
  /** The privacy notice's version the member consented to on this form (decision 0304); absent: no consent recorded. */
  privacy_notice_version: privacyNoticeVersionField,
  ...authFields,
});
export type MemberRegisterFields = z.infer<typeof memberRegisterFields>;

/** The full body: the fields above plus the optional `profile_photo` file (image, at most 5 MB). */
export const memberRegisterRequest = memberRegisterFields.extend({ profile_photo: z.unknown().optional() });

export const memberRegisterResponse = successBody({
  member_details: z.object({
    id: z.number().int(),
    full_name: z.string(),
    member_id: z.string(),
    username: z.string(),
    joining_date: z.string(),
    renewal_date: z.string(),
  }),
  message: z.string(),
});
export type MemberRegisterResponse = z.infer<typeof memberRegisterResponse>;

// ---- suspend / activate ----

export const memberStatusChangeResponse = successMessageBody({
  member: member,
});
export type MemberStatusChangeResponse = z.infer<typeof memberStatusChangeResponse>;

// ---- bulk upload ----

export const BULK_REQUIRED_COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "date_of_birth",
  "gender",
  "address",
] as const;
export const BULK_OPTIONAL_COLUMNS = [
  "password",
  "emergency_contact",
  "username",
  "notes",
  "plan_name",
  "plan_amount",
  "gstin",
] as const;
/** At most this many data rows per file (docs/decisions/0012-bulk-upload.md). */
export const BULK_MAX_ROWS = 5000;
/** Largest upload accepted for a bulk file. */
export const BULK_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const BULK_EMPTY_FILE = "The file has no member rows. Add one row per member below the column headings.";
export const bulkTooManyRows = (max: number) =>
  `The file has more than ${max} member rows. Upload at most ${max} members per file.`;
export const bulkMissingColumns = (columns: string[]) => `Missing required column(s): ${columns.join(", ")}`;
export const bulkFileTooLarge = (sizeMb: string) =>
  `The file is too large (${sizeMb}MB). Maximum allowed size is 10MB.`;

export const bulkCreatedMember = z.object({
  id: z.number().int(),
  name: z.string(),
  member_id: z.string(),
  email: z.string(),
  phone: z.string(),
  username: z.string(),
  /** The password the member signs in with first: the file's own, or one generated for them. */
  default_password: z.string(),
});
export type BulkCreatedMember = z.infer<typeof bulkCreatedMember>;

export const bulkRowError = z.object({
  /** Spreadsheet row number as the owner sees it (the header is row 1, the first member row 2). */
  row: z.number().int(),
  error: z.string(),
});

export const bulkUploadResponse = successMessageBody({
  results: z.object({
    total_processed: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
    created_members: z.array(bulkCreatedMember),
    errors: z.array(bulkRowError),
  }),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponse>;

/** Multipart body of POST /api/members/bulk-upload/: `file` (.xlsx, .xls or .csv). */
/** `privacy_notice_version`: the uploader confirms every member of the sheet was given this notice (decision 0304). */
export const bulkUploadRequest = z.object({
  file: z.unknown().optional(),
  privacy_notice_version: privacyNoticeVersionField,
  ...authFields,
});

// ---- profile: read, edit, archive or delete (issue 23 §5; decisions 0260, 0261) ----

export const MEMBER_UPDATED = "Member updated successfully";
export const MEMBER_DELETED = "Member deleted successfully";
export const MEMBER_ARCHIVED = "Member archived. Their payments and invoices are kept.";
export const MEMBER_RESTORED = "Member restored successfully";
export const FETCH_MEMBER_FAILED = "Failed to load member. Please try again.";
export const UPDATE_MEMBER_FAILED = "Failed to update member. Please try again.";
export const DELETE_MEMBER_FAILED = "Failed to delete member. Please try again.";
export const MEMBER_ARCHIVED_READ_ONLY = "This member is archived. Restore them to make changes.";

/**
 * PATCH /api/members/members/{id}/update/: the registration's own fields and rules (part 1 §5), so
 * the Add New Member form validates an edit with the same schema. The password may stay blank (kept);
 * a blank renewal_date keeps the stored one (decision 0260).
 */
export const memberUpdateFields = memberRegisterFields.omit({ privacy_notice_version: true }).extend({
  password: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
});
export type MemberUpdateFields = z.infer<typeof memberUpdateFields>;

/** What the confirmation of Delete says and what the server then does (decision 0261). */
export const MEMBER_REMOVAL_ACTIONS = ["DELETE", "ARCHIVE"] as const;
export type MemberRemovalAction = (typeof MEMBER_REMOVAL_ACTIONS)[number];

export const memberProfile = member.extend({
  username: z.string(),
  email: z.string(),
  plan_name: z.string().nullable(),
  /** Rupees as exact decimal text ("1500.00"); null when the gym's default applies. */
  plan_amount: z.string().nullable(),
  /** The catalogue plan the member is on (decision 0290), else null. */
  plan_id: z.number().int().nullable(),
  archived_at: z.string().nullable(),
  /** Counts of the member's history (each list is its own paginated endpoint filtered by member_id). */
  summary: z.object({
    payment_records: z.number().int(),
    receipts: z.number().int(),
    /** Rupees received over all receipts, exact decimal text. */
    total_received: z.string(),
    bookings: z.number().int(),
    assignments: z.number().int(),
    feedback: z.number().int(),
    visits: z.number().int(),
    last_visit_at: z.string().nullable(),
  }),
  /** DELETE when nothing about money was ever received, else ARCHIVE (decision 0261). */
  removal: z.enum(MEMBER_REMOVAL_ACTIONS),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const memberProfileResponse = successBody({ member: memberProfile });
export type MemberProfileResponse = z.infer<typeof memberProfileResponse>;

export const memberUpdateResponse = successMessageBody({ member: memberProfile });
export type MemberUpdateResponse = z.infer<typeof memberUpdateResponse>;

export const memberRemoveResponse = successMessageBody({
  /** What happened: DELETE (the member and their records are gone) or ARCHIVE (kept, left out of lists). */
  removal: z.enum(MEMBER_REMOVAL_ACTIONS),
});
export type MemberRemoveResponse = z.infer<typeof memberRemoveResponse>;

/** The confirmation's words, one per outcome, shared by the profile and the e2e test. */
export function memberRemovalWarning(removal: MemberRemovalAction, name: string, receipts: number): string {
  if (removal === "DELETE")
    return `${name} has no payments received and no invoices. Their member record, pending payment records, bookings, assignments and visits will be deleted for good; their feedback is kept without their name.`;
  const history =
    receipts > 0
      ? `${receipts} payment receipt(s) with invoices, which must be kept`
      : "income recorded in the accounts against their name, which must be kept";
  return `${name} has ${history}. ${name} will be archived instead: left out of the members list, smart tracking and billing; their payments and invoices stay in reports and can still be downloaded.`;
}

import { authFields, blankToUndefined, dbIdWith, isoDate, successBody } from "../../common.ts";
import { optionalGstin } from "../../gstin.ts";
import { z } from "../../messages.ts";
import { optionalMoney } from "../../money.ts";
import { privacyNoticeVersionField } from "../data-rights.ts";
import { emptyToUndefined, optionalText, required } from "./fields.ts";
import { GENDER_INVALID, PHONE_INVALID } from "./messages.ts";
import { GENDERS } from "./shapes.ts";

// POST /api/android/member/register/: Add New Member (part 1 §3, §5).

/** Member photos: images only, checked by content; at most 5 MB (docs/decisions/0013-member-photo-limit.md). */
export const MEMBER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

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

import { successBody, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { emptyToUndefined } from "./fields.ts";
import { memberRegisterFields } from "./registration.ts";
import { member } from "./shapes.ts";

// A member's profile: read, edit, archive or delete, restore (issue 23 §5; decisions 0260, 0261).

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

import { z } from "../../messages.ts";
import { MEMBER_STATUSES } from "../member-status.ts";

// What the members area's resources share: a member's status and gender, and a member as the list, the
// profile and a status change answer them.

// Statuses and the days-left text are shared with screens that import no zod (../member-status.ts).
export { daysLeftText, MEMBER_STATUSES } from "../member-status.ts";

export const memberStatus = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatus>;

export const GENDERS = ["M", "F", "O"] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;

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

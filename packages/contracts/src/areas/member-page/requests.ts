import {
  authFields,
  blankToUndefined,
  dbId,
  formBoolean,
  isoDate,
  pageNumber,
  requiredText,
  successMessageBody,
  wholeNumber,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { freezeFields } from "../attendance/freezes.ts";
import {
  FEEDBACK_MESSAGE_REQUIRED,
  FEEDBACK_RATING_INVALID,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_SUBJECT_REQUIRED,
  FEEDBACK_TEXT_MAX,
} from "../feedback.ts";

/**
 * What a member does on their own page (issue 26 §2; designed, decisions 0343-0345): request a trainer
 * session and a freeze (pending until staff act), mark a workout done, write feedback. The page posts
 * plain HTML forms (application/x-www-form-urlencoded) under its own path; the staff act through the API.
 */

// ---- the page's forms ----

/** A requested session is one hour, starting on the hour from 06:00 to 21:00 (decision 0343). */
export const MEMBER_BOOKING_SLOT_MINUTES = 60;
export const MEMBER_BOOKING_SLOTS = Array.from({ length: 16 }, (_, i) => `${String(6 + i).padStart(2, "0")}:00`);
/** How far ahead a member may ask for a session. */
export const MEMBER_BOOKING_DAYS_AHEAD = 30;

export const memberBookingForm = z.object({
  trainer_id: z.preprocess(blankToUndefined, dbId),
  booking_date: z.string().trim().pipe(isoDate),
  start_time: z.enum(MEMBER_BOOKING_SLOTS as [string, ...string[]]),
});
export type MemberBookingForm = z.infer<typeof memberBookingForm>;

/** The freeze request reads the front desk's freeze fields (the same texts and order rule). */
export const memberFreezeForm = freezeFields;

export const memberFeedbackForm = z.object({
  subject: requiredText("subject", 200, FEEDBACK_SUBJECT_REQUIRED),
  message: requiredText("message", FEEDBACK_TEXT_MAX, FEEDBACK_MESSAGE_REQUIRED),
  rating: z.preprocess(
    blankToUndefined,
    wholeNumber(FEEDBACK_RATING_MIN, FEEDBACK_RATING_MAX, { invalid: FEEDBACK_RATING_INVALID }),
  ),
});

/** The one-line results the page shows after a form (`?done=<key>` or `?refused=<key>`). */
export const MEMBER_PAGE_NOTICES = {
  booking: "Your session request was sent. The gym will confirm it.",
  freeze: "Your freeze request was sent. The gym will approve it.",
  workout: "Marked done for today. Well done!",
  feedback: "Thank you. Your feedback was sent to the gym.",
} as const;
export type MemberPageNotice = keyof typeof MEMBER_PAGE_NOTICES;

export const MEMBER_REQUEST_REFUSALS = {
  overlap: "That trainer is already booked at that time. Please choose another time.",
  past: "That time has already passed. Please choose a later time.",
  too_far: `Sessions can be requested up to ${MEMBER_BOOKING_DAYS_AHEAD} days ahead.`,
  trainer: "That trainer is not taking sessions. Please choose another trainer.",
  not_active: "Your membership is not active. Please contact the front desk.",
  freeze_pending: "You already have a freeze request waiting for the gym.",
  mark_done_off: "This gym does not take workouts marked done here.",
  already_done: "Already marked done today.",
  invalid: "Please check the form and try again.",
  too_many: "Too many requests today. Please try again tomorrow.",
} as const;
export type MemberRequestRefusal = keyof typeof MEMBER_REQUEST_REFUSALS;
/** A cross-site form post (neither same origin nor same site): refused before anything is read. */
export const MEMBER_PAGE_CROSS_SITE = "This form must be sent from your own page.";

// ---- freeze requests: the staff's side ----

export const FREEZE_REQUEST_STATUSES = ["PENDING", "APPROVED", "DECLINED"] as const;
export const freezeRequestStatus = z.enum(FREEZE_REQUEST_STATUSES, {
  error: "Status must be one of PENDING, APPROVED, DECLINED",
});
export type FreezeRequestStatus = z.infer<typeof freezeRequestStatus>;
export const FREEZE_REQUEST_STATUS_LABELS: Record<FreezeRequestStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  DECLINED: "Declined",
};

export const FREEZE_REQUEST_NOT_FOUND = "Freeze request not found";
export const FREEZE_REQUEST_DECIDED = "This freeze request was already decided";
export const FREEZE_REQUEST_APPROVED = "Freeze request approved; the membership is frozen";
export const FREEZE_REQUEST_DECLINED = "Freeze request declined";
export const FREEZE_REQUEST_DECLINE_REASON_REQUIRED = "Please give a reason for declining";
export const FAILED_TO_FETCH_FREEZE_REQUESTS = "Failed to fetch freeze requests";
export const FAILED_TO_APPROVE_FREEZE_REQUEST = "Failed to approve the freeze request";
export const FAILED_TO_DECLINE_FREEZE_REQUEST = "Failed to decline the freeze request";
export const FREEZE_REQUESTS_PAGE_SIZE = 20;

export const listFreezeRequestsQuery = z.object({
  ...authFields,
  status: z.preprocess(blankToUndefined, freezeRequestStatus.optional()),
  page: pageNumber(100_000, 1),
});
export type ListFreezeRequestsQuery = z.input<typeof listFreezeRequestsQuery>;

export const freezeRequest = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  days: z.number().int(),
  reason: z.string(),
  status: freezeRequestStatus,
  decline_reason: z.string(),
  freeze_id: z.number().int().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type FreezeRequest = z.infer<typeof freezeRequest>;

export const freezeRequestsResponse = successMessageBody({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(freezeRequest),
});
export type FreezeRequestsResponse = z.infer<typeof freezeRequestsResponse>;

export const freezeRequestResponse = successMessageBody({ request: freezeRequest });
export type FreezeRequestResponse = z.infer<typeof freezeRequestResponse>;

export const approveFreezeRequestBody = z.object(authFields).nullish();
export const declineFreezeRequestBody = z.object({
  ...authFields,
  reason: requiredText("reason", 500, FREEZE_REQUEST_DECLINE_REASON_REQUIRED),
});
export type DeclineFreezeRequestInput = z.input<typeof declineFreezeRequestBody>;

// ---- the member page's settings ----

export const MEMBER_PAGE_SETTINGS_DEFAULTS = { members_mark_done: true };
export const MEMBER_PAGE_SETTINGS_SAVED = "Member page settings saved";
export const FAILED_TO_FETCH_MEMBER_PAGE_SETTINGS = "Failed to fetch the member page settings";
export const FAILED_TO_SAVE_MEMBER_PAGE_SETTINGS = "Failed to save the member page settings";
export const MEMBERS_MARK_DONE_LABEL = "Members may mark a workout done on their page";

export const memberPageSettings = z.object({ members_mark_done: z.boolean() });
export type MemberPageSettings = z.infer<typeof memberPageSettings>;
export const memberPageSettingsFields = z.object({
  members_mark_done: formBoolean,
});
export const memberPageSettingsBody = memberPageSettingsFields.extend(authFields);
export type MemberPageSettingsInput = z.input<typeof memberPageSettingsFields>;
export const memberPageSettingsQuery = z.object(authFields);
export const memberPageSettingsResponse = successMessageBody({
  settings: memberPageSettings,
  defaults: memberPageSettings,
});
export type MemberPageSettingsResponse = z.infer<typeof memberPageSettingsResponse>;

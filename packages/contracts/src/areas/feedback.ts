import {
  authFields,
  blankToUndefined,
  dbId,
  pageNumber,
  requiredText,
  successBody,
  successMessageBody,
  wholeNumber,
} from "../common.ts";
import { z } from "../messages.ts";
import { privacyNotice, privacyNoticeVersionField } from "./data-rights.ts";

/**
 * Member feedback (part 2 §2 "Feedback management", §3 "Feedback", §4, §5, §7 "Feedback", §8, §9) and
 * the public form on the gym's page (issue 13 ★, docs/decisions/0110-0119).
 */

// ---- statuses, priorities and their colours (§4) ----
export const FEEDBACK_STATUSES = ["PENDING", "REVIEWED", "IN_PROGRESS", "RESOLVED", "CLOSED"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  PENDING: "Pending",
  REVIEWED: "Reviewed",
  IN_PROGRESS: "In Progress",
  RESOLVED: "Resolved",
  CLOSED: "Closed",
};
export const FEEDBACK_PRIORITIES = ["LOW", "MEDIUM", "HIGH", "URGENT"] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  LOW: "Low",
  MEDIUM: "Medium",
  HIGH: "High",
  URGENT: "Urgent",
};
/** "Missing values default to PENDING and MEDIUM" (§4). */
export const DEFAULT_FEEDBACK_STATUS: FeedbackStatus = "PENDING";
export const DEFAULT_FEEDBACK_PRIORITY: FeedbackPriority = "MEDIUM";
export const FEEDBACK_AUTHORS = ["ADMIN", "MEMBER"] as const;
export type FeedbackAuthor = (typeof FEEDBACK_AUTHORS)[number];

// ---- texts (§2, §5, §6, §8, §9) ----
export const FAILED_TO_FETCH_FEEDBACK = "Failed to fetch feedback";
export const FAILED_TO_RESPOND_TO_FEEDBACK = "Failed to respond to feedback";
export const NO_FEEDBACK_FOUND = "No feedback found";
/** "Feedback responses by staff are labelled 'Admin'" (§6). */
export const ADMIN_AUTHOR_LABEL = "Admin";
export const UPDATE_RESPONSE_TAB = "Update Response";
export const ADD_FOLLOW_UP_TAB = "Add Follow-up";
/** §9: previews of the card. */
export const FEEDBACK_MESSAGE_PREVIEW = 150;
export const FEEDBACK_RESPONSE_PREVIEW = 100;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** §5: "the response text is required in update mode; the message is required in follow-up mode". */
export const RESPONSE_REQUIRED = "Response is required";
export const FOLLOW_UP_MESSAGE_REQUIRED = "Message is required";
export const FEEDBACK_NOT_FOUND = "Feedback not found";
export const FEEDBACK_CATEGORY_NOT_FOUND = "Choose one of the listed categories";
export const FEEDBACK_RESPONSE_SAVED = "Response saved successfully";
export const FEEDBACK_FOLLOW_UP_ADDED = "Follow-up added successfully";
export const FEEDBACK_TEXT_MAX = 5000;

export const FEEDBACK_PAGE_SIZE = 20;
export const FEEDBACK_PAGE_SIZE_MAX = 100;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

// ---- GET /api/android/feedback/admin/list/ ----
export const listFeedbackQuery = z.object({
  ...authFields,
  status: optionalEnum(FEEDBACK_STATUSES),
  priority: optionalEnum(FEEDBACK_PRIORITIES),
  category_id: z.preprocess(blankToUndefined, dbId.optional()),
  /** One member's feedback (their profile, decision 0260). */
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  page: pageNumber(100_000, 1),
  page_size: pageNumber(FEEDBACK_PAGE_SIZE_MAX, FEEDBACK_PAGE_SIZE),
});
export type ListFeedbackQuery = z.input<typeof listFeedbackQuery>;

/** One message of the conversation: staff messages are labelled 'Admin' (§6), a member's by their name. */
export const feedbackThreadMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  author: z.enum(FEEDBACK_AUTHORS),
  author_name: z.string(),
  created_at: z.string(),
});
export type FeedbackThreadMessage = z.infer<typeof feedbackThreadMessage>;

/** §3 "Feedback" as the list answers it (the conversation itself is in the details). */
export const feedbackSummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  priority: z.enum(FEEDBACK_PRIORITIES),
  rating: z.number().int(),
  member_name: z.string(),
  /** The member's row id, for the link to their profile (decision 0260); null once the member is deleted. */
  member_id: z.number().int().nullable(),
  /** The member's code (MEM0001), null once the member is deleted. */
  member_code: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string(),
  updated_at: z.string(),
  /** Whole days from the submission's calendar day to the gym's today. */
  days_since_submitted: z.number().int(),
  response_count: z.number().int(),
  admin_response: z.string().nullable(),
  response_date: z.string().nullable(),
  attachment_url: z.string().nullable(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

export const feedbackDetail = feedbackSummary.extend({ responses: z.array(feedbackThreadMessage) });
export type FeedbackDetail = z.infer<typeof feedbackDetail>;

/** The stat cards (§2): counted in SQL over all of the gym's feedback, whatever the filters. */
export const feedbackStats = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  urgent: z.number().int(),
});
export type FeedbackStats = z.infer<typeof feedbackStats>;

export const listFeedbackResponse = successBody({
  feedbacks: z.array(feedbackSummary),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  stats: feedbackStats,
});
export type ListFeedbackResponse = z.infer<typeof listFeedbackResponse>;

// ---- GET /api/android/feedback/categories/ (shape designed, decision 0111) ----
export const feedbackCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  display_order: z.number().int(),
  feedback_count: z.number().int(),
});
export type FeedbackCategory = z.infer<typeof feedbackCategory>;
export const feedbackCategoriesResponse = successBody({ categories: z.array(feedbackCategory) });
export type FeedbackCategoriesResponse = z.infer<typeof feedbackCategoriesResponse>;

// ---- GET /api/android/feedback/details/{id}/ ----
export const feedbackDetailsResponse = successBody({ feedback: feedbackDetail });
export type FeedbackDetailsResponse = z.infer<typeof feedbackDetailsResponse>;

// ---- PATCH /api/android/feedback/admin/respond/{id}/ ----
/** Status and priority are optional (absent keeps the current value); the response text is required (§5). */
export const respondToFeedbackFields = z.object({
  status: optionalEnum(FEEDBACK_STATUSES),
  priority: optionalEnum(FEEDBACK_PRIORITIES),
  admin_response: requiredText("admin_response", FEEDBACK_TEXT_MAX, RESPONSE_REQUIRED),
});
export type RespondToFeedbackFields = z.input<typeof respondToFeedbackFields>;
export const respondToFeedbackBody = respondToFeedbackFields.extend(authFields);

// ---- POST /api/android/feedback/respond/{id}/ ----
export const feedbackFollowUpFields = z.object({
  message: requiredText("message", FEEDBACK_TEXT_MAX, FOLLOW_UP_MESSAGE_REQUIRED),
});
export type FeedbackFollowUpFields = z.input<typeof feedbackFollowUpFields>;
export const feedbackFollowUpBody = feedbackFollowUpFields.extend(authFields);

export const feedbackChangedResponse = successMessageBody({
  feedback: feedbackDetail,
});
export type FeedbackChangedResponse = z.infer<typeof feedbackChangedResponse>;

// ---- the public form on the gym's page (designed, decisions 0112, 0113) ----
export const MEMBER_NOT_RECOGNISED =
  "We could not find a member with this member code and phone number. Please check both and try again.";
export const FEEDBACK_RATING_INVALID = "Please choose a rating from 1 to 5 stars";
export const MEMBER_CODE_REQUIRED = "Member code is required";
export const MEMBER_PHONE_REQUIRED = "Phone number is required";
export const FEEDBACK_SUBJECT_REQUIRED = "Subject is required";
export const FEEDBACK_MESSAGE_REQUIRED = "Message is required";
export const PUBLIC_FEEDBACK_SENT = "Thank you! Your feedback has been sent to the gym.";
export const PUBLIC_FOLLOW_UP_SENT = "Your follow-up has been sent to the gym.";
export const FAILED_TO_SEND_FEEDBACK = "Failed to send feedback";
export const FAILED_TO_LOAD_YOUR_FEEDBACK = "Failed to load your feedback";
export const TOO_MUCH_FEEDBACK = "You have sent a lot of feedback today. Please try again tomorrow.";
export const TOO_MANY_FOLLOW_UPS = "You have sent a lot of follow-ups today. Please try again tomorrow.";
/** A feedback photo: an image by content (JPG, PNG, GIF, WebP) of at most 5 MB, as the part-2 images. */
export const FEEDBACK_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_PHOTO_NOT_IMAGE = "photo: only image files are allowed (JPG, PNG, GIF, WebP)";
export const feedbackPhotoTooLarge = (sizeMb: string) =>
  `photo: the image is too large (${sizeMb}MB). Maximum allowed size is 5MB.`;
/** Per member and gym day (decision 0113). */
export const PUBLIC_FEEDBACK_PER_MEMBER_PER_DAY = 5;
export const PUBLIC_FOLLOW_UPS_PER_MEMBER_PER_DAY = 20;

const rating = z.preprocess(
  blankToUndefined,
  wholeNumber(FEEDBACK_RATING_MIN, FEEDBACK_RATING_MAX, { invalid: FEEDBACK_RATING_INVALID }),
);

/** Who is writing: the member code (MEM0001) and the phone number registered with the gym. */
export const memberIdentityFields = {
  member_code: requiredText("member_code", 20, MEMBER_CODE_REQUIRED),
  phone: requiredText("phone", 20, MEMBER_PHONE_REQUIRED),
};
export const memberIdentity = z.object(memberIdentityFields);
export type MemberIdentity = z.input<typeof memberIdentity>;

/** POST /api/public/gyms/{schema_name}/feedback/ (multipart; `photo` optional). */
export const publicFeedbackFields = z.object({
  ...memberIdentityFields,
  subject: requiredText("subject", 200, FEEDBACK_SUBJECT_REQUIRED),
  message: requiredText("message", FEEDBACK_TEXT_MAX, FEEDBACK_MESSAGE_REQUIRED),
  category_id: z.preprocess(blankToUndefined, dbId.optional()),
  rating,
  /** The privacy notice's version the member ticked consent to (decision 0304); absent: none recorded. */
  privacy_notice_version: privacyNoticeVersionField,
});
export type PublicFeedbackFields = z.input<typeof publicFeedbackFields>;

/** A member's own feedback as the public page shows it back to them, conversation included. */
export const memberFeedback = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  rating: z.number().int(),
  category_name: z.string().nullable(),
  submitted_at: z.string(),
  admin_response: z.string().nullable(),
  response_date: z.string().nullable(),
  attachment_url: z.string().nullable(),
  responses: z.array(feedbackThreadMessage),
});
export type MemberFeedback = z.infer<typeof memberFeedback>;

export const publicFeedbackResponse = successMessageBody({
  feedback: memberFeedback,
});
export type PublicFeedbackResponse = z.infer<typeof publicFeedbackResponse>;

/**
 * GET /api/public/gyms/{schema_name}/feedback/categories/: the active categories, names only, and the gym's
 * current privacy notice the form shows beside its consent box (decision 0350).
 */
export const publicFeedbackCategoriesResponse = successBody({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  privacy_notice: privacyNotice.pick({ version: true, items: true, rights: true, contact: true }),
});
export type PublicFeedbackCategoriesResponse = z.infer<typeof publicFeedbackCategoriesResponse>;

/** POST /api/public/gyms/{schema_name}/feedback/mine/: the member's latest feedback with the conversations. */
export const MEMBER_FEEDBACK_SHOWN = 10;
export const memberFeedbackResponse = successBody({ feedbacks: z.array(memberFeedback) });
export type MemberFeedbackResponse = z.infer<typeof memberFeedbackResponse>;

/** POST /api/public/gyms/{schema_name}/feedback/{id}/follow-up/ */
export const publicFollowUpBody = z.object({
  ...memberIdentityFields,
  message: requiredText("message", FEEDBACK_TEXT_MAX, FOLLOW_UP_MESSAGE_REQUIRED),
});
export type PublicFollowUpBody = z.input<typeof publicFollowUpBody>;
export const publicFeedbackParams = z.object({ schema_name: z.string(), id: dbId });

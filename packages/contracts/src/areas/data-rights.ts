import { authFields, formBoolean, optionalText, requiredText, successBody, successMessageBody } from "../common.ts";
import { z } from "../messages.ts";

/**
 * Members' data rights under India's Digital Personal Data Protection Act 2023 and its 2025 Rules
 * (issue 27 §6; designed, decisions 0300-0303): consent to an itemised notice, the member's data export,
 * and erasure that keeps what GST law requires.
 */

/** The notice's version a consent names (decision 0300). A new text is a new version; old consents keep theirs. */
export const PRIVACY_NOTICE_VERSION = "1";

/**
 * The itemised notice (DPDP Rules 2025, rule 3): what personal data, for which purposes, how to withdraw
 * consent, exercise the rights and complain to the Data Protection Board. One product text for now.
 */
export const PRIVACY_NOTICE_ITEMS = [
  "Your name, phone number, email, address, date of birth, gender and emergency contact: to register you, reach you about your membership and in an emergency.",
  "Your photo and membership card: to recognise you at the front desk.",
  "Your visits, freezes, trainer bookings, exercise plans and feedback: to run your membership and answer you.",
  "Your payments and invoices: to bill you and to keep the tax records GST law requires (72 months).",
] as const;
export const PRIVACY_NOTICE_RIGHTS =
  "You may withdraw consent, ask for a copy of your data, have it corrected or erased at the front desk at any time; tax invoices are kept as the law requires. You may complain to the Data Protection Board of India.";
/** The product's default grievance contact (decision 0350): the gym replaces it with its own person and phone or email. */
export const PRIVACY_NOTICE_CONTACT =
  "For a question or a grievance about your data, speak to the gym's owner at the front desk.";

/**
 * The gym's own notice (issue 27 §6, decision 0350): itemised text the owner edits, starting from the
 * product's text above as version 1. Each save that changes the text is the next version (an integer); old
 * versions stay readable, so a consent row shows what was agreed to.
 */
export const PRIVACY_NOTICE_MAX_ITEMS = 12;
export const privacyNoticeText = z.object({
  /** What data, why, and how long: one line per item. */
  items: z
    .array(requiredText("Each item", 600, "An item cannot be empty: write it or remove it"), {
      error: "items is required",
    })
    .min(1, "The notice needs at least one item")
    .max(PRIVACY_NOTICE_MAX_ITEMS, `At most ${PRIVACY_NOTICE_MAX_ITEMS} items`),
  /** The member's rights: withdrawal, access, correction, erasure, complaint to the Board. */
  rights: requiredText("rights", 1500, "The member's rights are required"),
  /** The gym's contact for grievances. */
  contact: requiredText("contact", 300, "The contact for grievances is required"),
});
export type PrivacyNoticeText = z.infer<typeof privacyNoticeText>;
export const PRIVACY_NOTICE_DEFAULT: PrivacyNoticeText = {
  items: [...PRIVACY_NOTICE_ITEMS],
  rights: PRIVACY_NOTICE_RIGHTS,
  contact: PRIVACY_NOTICE_CONTACT,
};
export const privacyNotice = privacyNoticeText.extend({
  version: z.number().int(),
  /** When this version was saved; null for the product's default (version 1 never saved). */
  created_at: z.string().nullable(),
  created_by: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;
/** PUT /api/members/privacy-notice/update/: the whole text; `version` is the one the owner edited (a stale edit is refused). */
export const privacyNoticeBody = privacyNoticeText.extend({
  // A JSON number, never coerced: `true` or `[1]` is refused (the catalogue's JSON-type fuzz checks it).
  version: z.number({ error: "version is required" }).int("version is required").min(1, "version is required"),
  ...authFields,
});
export type PrivacyNoticeBody = z.infer<typeof privacyNoticeBody>;
export const privacyNoticeVersionParams = z.object({
  version: z.coerce
    .number({ error: "version must be a whole number" })
    .int("version must be a whole number")
    .min(1)
    .max(1_000_000),
});
export const privacyNoticeResponse = successBody({ notice: privacyNotice });
export type PrivacyNoticeResponse = z.infer<typeof privacyNoticeResponse>;
export const privacyNoticeSavedResponse = successMessageBody({ notice: privacyNotice, changed: z.boolean() });
export type PrivacyNoticeSavedResponse = z.infer<typeof privacyNoticeSavedResponse>;
export const PRIVACY_NOTICE_SAVED = (version: number) => `Privacy notice saved as version ${version}`;
export const PRIVACY_NOTICE_UNCHANGED = "Nothing changed: the notice stays at its current version";
export const PRIVACY_NOTICE_NOT_FOUND = "No such version of the privacy notice";
export const PRIVACY_NOTICE_EDIT_STALE =
  "The privacy notice was changed by someone else while you edited it. Reload to see the new version.";
export const FAILED_TO_FETCH_PRIVACY_NOTICE = "Failed to fetch the privacy notice";
export const FAILED_TO_SAVE_PRIVACY_NOTICE = "Failed to save the privacy notice";

export const CONSENT_RECORDED = "Consent recorded";
export const CONSENT_WITHDRAWN = "Consent withdrawn";
export const NO_CONSENT_TO_WITHDRAW = "This member has no consent to withdraw.";
export const FAILED_TO_WITHDRAW_CONSENT = "Failed to withdraw consent";
/** Who a consent given on the public feedback form was recorded by: the member themself (decision 0304). */
export const CONSENT_BY_MEMBER = "the member (feedback form)";
/** Why a reminder is not offered for a member who withdrew consent (decision 0305). */
export const CONSENT_WITHDRAWN_NO_MESSAGES = "Consent withdrawn: no WhatsApp messages";

/** A consent row records a consent given or withdrawn (decision 0305). */
export const CONSENT_ACTIONS = ["GIVEN", "WITHDRAWN"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
/** Which form recorded a consent (decision 0304). */
export const CONSENT_SOURCES = ["PROFILE", "ADD_MEMBER", "BULK_UPLOAD", "FEEDBACK"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  PROFILE: "the profile",
  ADD_MEMBER: "Add New Member",
  BULK_UPLOAD: "bulk upload",
  FEEDBACK: "the feedback form",
};

/** The consent checkbox's label on Add New Member (the desk asks the member) and the feedback form (the member ticks it). */
export const CONSENT_CHECKBOX_DESK = "The member was shown the privacy notice and consents to it";
export const CONSENT_CHECKBOX_MEMBER = "I have read the privacy notice and consent to it";
/** The bulk upload's form-level confirmation (decision 0304): one box for the whole sheet. */
export const CONSENT_CHECKBOX_BULK = "Every member in this sheet was shown the privacy notice and consents to it";

/**
 * The optional `privacy_notice_version` of Add New Member, bulk upload and the public feedback form
 * (decision 0304): the version of the notice the form showed; given, a consent row is written with the
 * member. Empty or absent: no consent recorded (the form still works, decision 0300).
 */
export const privacyNoticeVersionField = optionalText(20);
export const CONSENT_NOTICE_OUTDATED = "The privacy notice has changed: read the new one and tick the box again";
export const NO_CONSENT_RECORDED = "No consent recorded";
export const MEMBER_DATA_ERASED = "Personal data erased";
export const MEMBER_ALREADY_ERASED = "This member's personal data has already been erased.";
export const ERASED_MEMBER_NOT_RESTORABLE =
  "This member's personal data was erased, so they cannot be restored. Register them again if they come back.";
export const ERASURE_OPEN_DUES = (dues: string) =>
  `This member owes ₹${dues}. Collect or cancel the dues first, or confirm as the owner to erase anyway.`;
export const ERASURE_ACTIVE_MEMBERSHIP = (until: string) =>
  `This member's membership runs until ${until}. Erase only if they have left; confirm as the owner to erase anyway.`;
export const ERASED_MEMBER_NAME = { first_name: "Erased", last_name: "member" } as const;
export const ERASED_TEXT = "[erased]";
export const FAILED_TO_EXPORT_MEMBER_DATA = "Failed to export the member's data";
export const FAILED_TO_ERASE_MEMBER_DATA = "Failed to erase the member's personal data";
export const FAILED_TO_RECORD_CONSENT = "Failed to record consent";
export const FAILED_TO_FETCH_DATA_RIGHTS = "Failed to fetch the member's data rights";

/** What erasure removes, and what it keeps and why: the confirmation and the decision record say the same (decision 0302). */
export const ERASURE_REMOVES = [
  "Phone, email, username and password, address, date of birth, gender, emergency contact and notes",
  "The profile photo (the file is deleted) and membership cards (revoked)",
  "Feedback texts and attachments, freeze reasons, booking and assignment notes, payment notes",
] as const;
export const ERASURE_KEEPS = [
  "Name and member code on tax invoices and receipts, invoice numbers, amounts and dates: GST law (CGST Act s. 36, Rule 56) requires invoices to be kept for 72 months",
  "The billing address, only when an invoice went to a registered business (GSTIN): Rule 46 requires it",
  "Payments, receipts and ledger rows, so the gym's accounts stay whole; visit times without notes, for attendance counts",
] as const;

/** POST .../{id}/consent/: the notice version the member was shown. */
export const consentBody = z.object({
  notice_version: z.string({ error: "notice_version is required" }).trim().min(1, "notice_version is required").max(20),
  ...authFields,
});
export type ConsentBody = z.infer<typeof consentBody>;

/** POST .../{id}/consent/withdraw/: nothing but the auth fields (decision 0305). */
export const withdrawConsentBody = z.object(authFields).nullish();

/** POST .../{id}/erase/: `force` is the owner's confirmation past open dues or an active membership. */
export const eraseBody = z.object({ force: formBoolean.optional(), ...authFields }).nullish();
export type EraseBody = z.infer<typeof eraseBody>;

export const memberConsent = z.object({
  action: z.enum(CONSENT_ACTIONS),
  source: z.enum(CONSENT_SOURCES),
  notice_version: z.string(),
  given_at: z.string(),
  recorded_by: z.string(),
});
export type MemberConsent = z.infer<typeof memberConsent>;

export const memberErasure = z.object({
  erased_at: z.string(),
  erased_by: z.string(),
  forced: z.boolean(),
  open_dues: z.string(),
  active_until: z.string().nullable(),
  kept_name: z.boolean(),
  kept_address: z.boolean(),
});
export type MemberErasure = z.infer<typeof memberErasure>;

export const dataRights = z.object({
  member_id: z.number().int(),
  /** The gym's current notice (decision 0350). */
  notice: z.object({ version: z.string(), items: z.array(z.string()), rights: z.string(), contact: z.string() }),
  /** The text of the version the latest consent row names (decision 0350), null when none is recorded. */
  consent_notice: privacyNoticeText.extend({ version: z.number().int() }).nullable(),
  /** The latest consent row (given or withdrawn), null when none is recorded. */
  consent: memberConsent.nullable(),
  /** Whether the latest row is a consent given to the current notice. */
  consent_current: z.boolean(),
  erasure: memberErasure.nullable(),
  /** What would make erasure need the owner's confirmation today: money owed and a membership still running. */
  open_dues: z.string(),
  active_until: z.string().nullable(),
});
export type DataRights = z.infer<typeof dataRights>;

export const dataRightsResponse = successBody({ data_rights: dataRights });
export type DataRightsResponse = z.infer<typeof dataRightsResponse>;

export const consentResponse = successMessageBody({ data_rights: dataRights });
export type ConsentResponse = z.infer<typeof consentResponse>;

export const withdrawConsentResponse = successMessageBody({ data_rights: dataRights });
export type WithdrawConsentResponse = z.infer<typeof withdrawConsentResponse>;

export const eraseResponse = successMessageBody({ data_rights: dataRights });
export type EraseResponse = z.infer<typeof eraseResponse>;

/** The export's format name and version, first in the file. */
export const MEMBER_EXPORT_FORMAT = "gym-member-data/1";
/** The sections of a member's export, in the file's order (decision 0301). */
export const MEMBER_EXPORT_SECTIONS = [
  "consents",
  "erasure",
  "payments",
  "receipts",
  "ledger",
  "visits",
  "cards",
  "freezes",
  "freeze_requests",
  "bookings",
  "assignments",
  "feedback",
  "feedback_responses",
  "workout_completions",
] as const;
export type MemberExportSection = (typeof MEMBER_EXPORT_SECTIONS)[number];
export const memberExportFilename = (memberCode: string) => `member-${memberCode}-data.json`;
/** The zip of the export (decision 0309): the JSON above plus the member's invoice PDFs and photos. */
export const memberExportZipFilename = (memberCode: string) => `member-${memberCode}-data.zip`;
/** Folders of the zip: `member-data.json`, `invoices/<invoice number>.pdf`, `photos/<file>`. */
export const MEMBER_EXPORT_ZIP_JSON = "member-data.json";

// The front desk's texts (issue 24; designed, decisions 0250-0256). No zod here: the dashboard home's
// attendance card imports them without pulling the schemas into its first download.

export const FAILED_TO_CHECK_IN = "Failed to check in";
export const FAILED_TO_SEARCH_MEMBERS = "Failed to search members";
export const FAILED_TO_FETCH_CHECK_INS = "Failed to fetch check-ins";
export const FAILED_TO_FETCH_ATTENDANCE_REPORT = "Failed to fetch the attendance report";
export const FAILED_TO_FETCH_ATTENDANCE_SETTINGS = "Failed to fetch attendance settings";
export const FAILED_TO_SAVE_ATTENDANCE_SETTINGS = "Failed to save attendance settings";
export const FAILED_TO_LOAD_MEMBER_CARD = "Failed to load the member card";
export const FAILED_TO_REISSUE_CARD = "Failed to issue a new card";
export const FAILED_TO_EXPORT_CHECK_INS = "Failed to export check-ins";
export const FAILED_TO_COLLECT_AT_DOOR = "Failed to record the payment";
export const FAILED_TO_FETCH_ATTENDANCE_SUMMARY = "Failed to fetch today's attendance";

export const ATTENDANCE_SETTINGS_SAVED = "Attendance settings saved successfully";
export const CARD_REISSUED = "A new card was issued. The old card no longer works.";
export const CHECKED_IN = "Checked in";
export const LET_IN_ANYWAY = "Let in anyway";

// Refusals the desk reads (issue 24 "Bad input"): what happened and what to do next.
export const CARD_NOT_FOUND = "No member has this card. Check the code, or search by name or phone.";
export const CARD_REVOKED =
  "This card was replaced by a new one and no longer works. Search the member by name or phone.";
export const CHECK_IN_MEMBER_NOT_FOUND = "Member not found. They may have been deleted; search again.";
export const OVERRIDE_REASON_REQUIRED = "Please give a reason for letting this member in";
export const CHECK_IN_WHO_REQUIRED = "Scan a card, type its code or pick a member";
export const CARD_CODE_INVALID = "A card code is 12 letters and digits, like K7QX-M2PA-9D4T";
export const RANGE_ORDER = "The start date must be on or before the end date";
export const RANGE_TOO_LONG = "Choose a range of at most 366 days";

export const alreadyCheckedIn = (time: string) => `Already checked in at ${time}`;
export const notCheckedIn = (reason: string) => `Not checked in: ${reason}`;
export const letInByOverride = (reason: string) => `Let in anyway: ${reason}`;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The desk and lists say when, in the gym's 24-hour clock ("07:12"). */
export function clockTime(instant: Date, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clocks.set(timeZone, format);
  }
  return format.format(instant);
}

// WhatsApp messages of the two worklists (decision 0256): the member-payments overdue template serves
// "attending but not paid" when a month is owed; these two serve the rest.
export const MISSED_YOU_TEMPLATE = [
  "Hello {member_name}, we have missed you at {gym_name}!",
  "Your last visit was {last_visit}. Your membership is paid up to {renewal_date}: come in any time.",
].join("\n");
export const NEVER_CAME_TEMPLATE = [
  "Hello {member_name}, welcome to {gym_name}!",
  "Your membership is paid up to {renewal_date}, and we have not seen you yet: come in any time.",
].join("\n");
export const RENEW_TEMPLATE = [
  "Hello {member_name}, thank you for training at {gym_name}.",
  "Your membership ended on {renewal_date}. Please renew at the desk or by UPI.",
].join("\n");

import type { MemberRemovalAction } from "./profile.ts";

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

export const memberPhotoTooLarge = (sizeMb: string) =>
  `Image file is too large (${sizeMb}MB). Maximum allowed size is 5MB.`;

// ---- bulk upload ----
export const BULK_EMPTY_FILE = "The file has no member rows. Add one row per member below the column headings.";
export const bulkTooManyRows = (max: number) =>
  `The file has more than ${max} member rows. Upload at most ${max} members per file.`;
export const bulkMissingColumns = (columns: string[]) => `Missing required column(s): ${columns.join(", ")}`;
export const bulkFileTooLarge = (sizeMb: string) =>
  `The file is too large (${sizeMb}MB). Maximum allowed size is 10MB.`;

// ---- profile (issue 23 §5; decisions 0260, 0261) ----
export const MEMBER_UPDATED = "Member updated successfully";
export const MEMBER_DELETED = "Member deleted successfully";
export const MEMBER_ARCHIVED = "Member archived. Their payments and invoices are kept.";
export const MEMBER_RESTORED = "Member restored successfully";
export const FETCH_MEMBER_FAILED = "Failed to load member. Please try again.";
export const UPDATE_MEMBER_FAILED = "Failed to update member. Please try again.";
export const DELETE_MEMBER_FAILED = "Failed to delete member. Please try again.";
export const MEMBER_ARCHIVED_READ_ONLY = "This member is archived. Restore them to make changes.";

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

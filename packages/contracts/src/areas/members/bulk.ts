import { authFields, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { privacyNoticeVersionField } from "../data-rights.ts";

// POST /api/members/bulk-upload/: members from a spreadsheet (part 1 §2 "Bulk Member Upload", §9; decision 0012).

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

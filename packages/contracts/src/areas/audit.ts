import { AREAS } from "../catalogue/types.ts";
import { authFields, blankToUndefined, dbId, optionalIsoDate, pageNumber, successBody } from "../common.ts";
import { z } from "../messages.ts";

/**
 * The audit trail (issue 25 §5; designed, decisions 0330-0333): one entry per signed-in write, with who,
 * when, from where, which endpoint and entity, and the values before and after of money, member status,
 * plan and renewal date. Read-only: nothing changes or removes an entry.
 */

export const FAILED_TO_FETCH_AUDIT = "Failed to fetch the audit trail";
export const FAILED_TO_EXPORT_AUDIT = "Failed to export the audit trail";
export const AUDIT_RANGE_ORDER = "The start date must be on or before the end date";
export const AUDIT_EMPTY = "No entries match these filters";
/** The trail of a gym where nobody has changed anything through the dashboard yet (no filter set). */
export const AUDIT_EMPTY_NO_FILTERS =
  "Nothing changed yet. Each change made through the dashboard (a payment, a member, a setting) appears here with who made it.";
export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** Where a write came from: a catalogue area, or "other" for a route outside the catalogue. */
export const AUDIT_AREAS = [...AREAS, "other"] as const;
export const auditArea = z.enum(AUDIT_AREAS);
export type AuditArea = z.infer<typeof auditArea>;

/** The filters of the trail and of its CSV: staff member, area, member, days (the gym's calendar). */
export const auditFilterFields = {
  user_id: z.preprocess(blankToUndefined, dbId.optional()),
  area: z.preprocess(blankToUndefined, auditArea.optional()),
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  from: optionalIsoDate,
  to: optionalIsoDate,
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

export const auditEntriesQuery = z
  .object({
    ...authFields,
    ...auditFilterFields,
    page: pageNumber(1_000_000, 1),
    page_size: pageNumber(AUDIT_PAGE_SIZE_MAX, AUDIT_PAGE_SIZE_DEFAULT),
  })
  .refine(rangeInOrder, { error: AUDIT_RANGE_ORDER, path: ["to"] });
export type AuditEntriesQuery = z.infer<typeof auditEntriesQuery>;

export const auditExportQuery = z
  .object({ ...authFields, ...auditFilterFields })
  .refine(rangeInOrder, { error: AUDIT_RANGE_ORDER, path: ["to"] });
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

/** Kept values of a row: column → value as the database holds it (money as a number, dates YYYY-MM-DD). */
const keptValues = z.record(z.string(), z.unknown()).nullable();

export const auditChange = z.object({
  table: z.string(),
  row_id: z.string().nullable(),
  operation: z.enum(["INSERT", "UPDATE", "DELETE"]),
  member_id: z.number().int().nullable(),
  before: keptValues,
  after: keptValues,
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  role: z.string(),
  user_agent: z.string(),
  ip: z.string(),
  method: z.string(),
  /** The catalogue's path template. */
  path: z.string(),
  area: z.string(),
  entity_table: z.string(),
  entity_id: z.string().nullable(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditStaff = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });
export type AuditStaff = z.infer<typeof auditStaff>;

export const auditEntriesResponse = successBody({
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether another page follows (the trail is not counted: decision 0333). */
  has_next: z.boolean(),
  entries: z.array(auditEntry),
  /** The gym's staff accounts, for the staff filter. */
  staff: z.array(auditStaff),
});
export type AuditEntriesResponse = z.infer<typeof auditEntriesResponse>;

export const AUDIT_CSV_HEADER = [
  "Date",
  "Time",
  "Staff",
  "Role",
  "Area",
  "Method",
  "Endpoint",
  "Entity",
  "Entity id",
  "Member id",
  "Member",
  "Before",
  "After",
  "Address",
  "Device",
] as const;

/** Labels of the areas for the screen's filter. */
export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  auth: "Sign-in",
  dashboard: "Dashboard",
  members: "Members",
  "gym-images": "Gym images",
  exercises: "Exercises",
  diet: "Diet",
  feedback: "Feedback",
  shop: "Shop",
  posts: "Posts",
  expenses: "Expenses",
  "member-payments": "Payments",
  trainers: "Trainers",
  bookings: "Bookings",
  assignments: "Assignments",
  attendance: "Attendance",
  backups: "Backups",
  plans: "Plans",
  audit: "Audit trail",
  "cash-close": "Cash close",
  "member-page": "Member's page",
  staff: "Staff",
  other: "Other",
};

/**
 * The kept columns that hold rupees (the screen shows them as money). Every kept numeric(12,2) column is one:
 * apps/api/test/audit/coverage.test.ts reads the triggers' columns and fails on a missing name.
 */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set([
  "amount",
  "amount_due",
  "amount_paid",
  "late_fee",
  "discount_amount",
  "amount_before_discount",
  "plan_amount",
  "price",
  "admission_fee",
  "original_price",
  "default_plan_amount",
  // The cash close (decision 0326).
  "expected_cash",
  "counted_cash",
  "difference",
]);

import { authFields, isoDate, optionalText, successBody } from "../common.ts";
import { z } from "../messages.ts";
import { money } from "../money.ts";
import { PAYMENT_METHODS, paymentMethod } from "./member-payments/shapes.ts";

/**
 * The daily cash close (issue 25 §6; designed, decisions 0326-0329): a day's receipts by method and per
 * staff member, its cash expenses and the cash expected in the drawer; the desk counts the drawer and closes
 * the day (once); a closed day's money changes only by a manager or the owner; a month's closes as a report.
 */

export const FAILED_TO_FETCH_CASH_CLOSE = "Failed to fetch the day's cash";
export const FAILED_TO_CLOSE_DAY = "Failed to close the day";
export const FAILED_TO_FETCH_CASH_CLOSES = "Failed to fetch the month's closes";
export const FAILED_TO_DOWNLOAD_CASH_CLOSE = "Failed to download the day's PDF";
export const CASH_CLOSE_FUTURE_DAY = "A day can be closed only on or after it: this day has not come yet";
export const CASH_CLOSE_FUTURE_DAY_READ = "This day has not come yet";
export const CASH_CLOSE_NOTE_REQUIRED = "Note is required when the counted cash differs from the expected cash";
export const CASH_CLOSE_COUNTED_INVALID = "Counted cash must be an amount in rupees, 0 or more";
export const CASH_CLOSE_MONTH_INVALID = "month must be a month as YYYY-MM";
export const CASH_CLOSE_DATE_INVALID = "date must be a day as YYYY-MM-DD or today";
export const CASH_CLOSE_EMPTY_MONTH = "No day of this month has been closed yet";
export const CASH_CLOSE_NOTE_MAX = 1000;
/** Who recorded a receipt when no signed-in account did (seeding, a job, before the audit trail). */
export const CASH_CLOSE_UNKNOWN_STAFF = "Not recorded";
export const cashClosed = (dayText: string) => `The day ${dayText} is closed`;
export const cashCloseExists = (date: string) => `${date} is already closed`;
/** The lock's refusal (decision 0328): the desk may not change a closed day's money. */
export const dayIsClosed = (date: string) => `${date} is closed: ask a manager or the owner`;

/** The methods a close shows, in this order: the product's own payment methods (shapes.ts). */
export const CASH_CLOSE_METHODS = PAYMENT_METHODS;

/** `{date}`: a calendar day or `today` (the gym's day). */
export const cashCloseDayParams = z.object({
  date: z.union([z.literal("today"), isoDate], { error: CASH_CLOSE_DATE_INVALID }),
});
export type CashCloseDayParams = z.infer<typeof cashCloseDayParams>;

export const cashCloseDayQuery = z.object({ ...authFields });

/** The close's body: the counted cash (a JSON number or its text, ≥ 0) and a note (required when it differs). */
export const closeDayBody = z.object({
  ...authFields,
  counted_cash: money({ field: "counted_cash", message: CASH_CLOSE_COUNTED_INVALID }),
  note: optionalText(CASH_CLOSE_NOTE_MAX),
});
export type CloseDayBody = z.infer<typeof closeDayBody>;
export type CloseDayInput = z.input<typeof closeDayBody>;

export const cashClosesQuery = z.object({
  ...authFields,
  month: z
    .string({ error: CASH_CLOSE_MONTH_INVALID })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: CASH_CLOSE_MONTH_INVALID }),
});
export type CashClosesQuery = z.infer<typeof cashClosesQuery>;

const amount = z.number();

export const methodFigure = z.object({
  method: paymentMethod,
  label: z.string(),
  count: z.number().int(),
  total: amount,
});
export type MethodFigure = z.infer<typeof methodFigure>;

export const staffFigure = z.object({
  /** The account that recorded the receipts (from the audit trail, decision 0327); null: not recorded. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  methods: z.array(methodFigure),
  total: amount,
  cash: amount,
});
export type StaffFigure = z.infer<typeof staffFigure>;

/** The day's money as SQL sums it. */
export const dayFigures = z.object({
  by_method: z.array(methodFigure),
  by_staff: z.array(staffFigure),
  receipts_total: amount,
  receipts_count: z.number().int(),
  cash_receipts: amount,
  cash_expenses: amount,
  cash_expenses_count: z.number().int(),
  /** Cash receipts − cash expenses (decision 0326). */
  expected_cash: amount,
});
export type DayFigures = z.infer<typeof dayFigures>;

export const cashCloseRecord = z.object({
  id: z.number().int(),
  date: z.string(),
  expected_cash: amount,
  counted_cash: amount,
  /** Counted − expected: negative when the drawer is short. */
  difference: amount,
  note: z.string(),
  closed_by: z.string(),
  closed_by_id: z.number().int().nullable(),
  /** ISO 8601 instant. */
  closed_at: z.string(),
  /** The day's figures as they were when it was closed. */
  figures: dayFigures,
  /** The day's money changed after the close (a manager or the owner, decision 0328). */
  changed_after_close: z.boolean(),
  /** The expected cash now, with those changes. */
  expected_cash_now: amount,
});
export type CashCloseRecord = z.infer<typeof cashCloseRecord>;

export const cashCloseDay = z.object({
  date: z.string(),
  is_today: z.boolean(),
  figures: dayFigures,
  close: cashCloseRecord.nullable(),
});
export type CashCloseDay = z.infer<typeof cashCloseDay>;

export const cashCloseDayResponse = successBody({ day: cashCloseDay });
export type CashCloseDayResponse = z.infer<typeof cashCloseDayResponse>;
export const closeDayResponse = successBody({ message: z.string(), day: cashCloseDay });
export type CloseDayResponse = z.infer<typeof closeDayResponse>;

export const monthCloseRow = z.object({
  date: z.string(),
  expected_cash: amount,
  counted_cash: amount,
  difference: amount,
  closed_by: z.string(),
  note: z.string(),
  closed_at: z.string(),
  changed_after_close: z.boolean(),
});
export type MonthCloseRow = z.infer<typeof monthCloseRow>;

export const cashClosesResponse = successBody({
  month: z.string(),
  closes: z.array(monthCloseRow),
  totals: z.object({
    days_closed: z.number().int(),
    expected_cash: amount,
    counted_cash: amount,
    difference: amount,
    days_short: z.number().int(),
    days_over: z.number().int(),
  }),
});
export type CashClosesResponse = z.infer<typeof cashClosesResponse>;

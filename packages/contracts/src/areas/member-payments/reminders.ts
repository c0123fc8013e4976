import { authFields, blankToUndefined, dbId, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { SELECT_REMINDER_TARGETS } from "./messages.ts";
import { TEMPLATE_PLACEHOLDERS } from "./settings.ts";
import { intIn } from "./shapes.ts";

/**
 * WhatsApp reminders (issue 10 ★4; designed path, decision 0189): the server picks the records,
 * renders the gym's template with each member's figures and answers `https://wa.me/91XXXXXXXXXX?text=...`
 * links; the dashboard opens them. No paid messaging service is involved.
 */

export const REMINDER_STATUSES = ["OVERDUE", "PENDING"] as const;
export const REMINDERS_MAX = 500;

/** Either the records (`payment_ids`) or every record of a month with a status (`payment_status`). */
export const remindersBody = z
  .object({
    ...authFields,
    payment_ids: z.array(dbId).max(REMINDERS_MAX).optional(),
    payment_status: z.preprocess(
      (v) => (typeof v === "string" ? blankToUndefined(v.trim().toUpperCase()) : v),
      z.enum(REMINDER_STATUSES).optional(),
    ),
    year: z.preprocess(blankToUndefined, intIn(2000, 2100).optional()),
    month: z.preprocess(blankToUndefined, intIn(1, 12).optional()),
  })
  .refine((b) => (b.payment_ids?.length ?? 0) > 0 || b.payment_status !== undefined, {
    error: SELECT_REMINDER_TARGETS,
    path: ["payment_ids"],
  });
export type RemindersBody = z.infer<typeof remindersBody>;

export const reminder = z.object({
  payment_id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  phone: z.string(),
  kind: z.enum(["due_soon", "overdue"]),
  amount_due: z.number(),
  message: z.string(),
  whatsapp_url: z.string(),
});
export type Reminder = z.infer<typeof reminder>;

export const remindersResponse = successMessageBody({
  /** When the reminders were recorded as sent (each member's last_reminder_at). */
  reminded_at: z.string(),
  reminders: z.array(reminder),
  skipped: z.array(z.object({ payment_id: z.number().int(), member_name: z.string(), reason: z.string() })),
});
export type RemindersResponse = z.infer<typeof remindersResponse>;

// ---- pure helpers, shared by the API (reminders, invoice messages) and the dashboard ----

const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set(TEMPLATE_PLACEHOLDERS);

/** A placeholder with nothing to put in: an empty value, or one of ours the caller has no value for. */
const isBlank = (values: Partial<Record<string, string>>, key: string) =>
  values[key] === "" || (values[key] === undefined && KNOWN_PLACEHOLDERS.has(key));

/**
 * The template with `{placeholder}`s replaced. A line whose placeholder has no value (no UPI ID
 * set, no late fee, no member link) is left out rather than sent half-empty; unknown placeholders stay
 * as written.
 */
export function renderTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template
    .split("\n")
    .filter((line) => [...line.matchAll(/\{(\w+)\}/g)].every(([, k]) => !isBlank(values, k!)))
    .map((line) => line.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole))
    .join("\n")
    .trim();
}

export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** "₹1,575" or "₹61.73": Indian digit grouping, decimals only when there are paise (part 2 §1). */
export function rupeesText(paise: number): string {
  const whole = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const grouped = digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${last3}` : last3;
  return `${paise < 0 ? "-" : ""}₹${grouped}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "5 Nov 2026" from "2026-11-05", the en-IN short form the dashboard prints. */
export function dayText(date: string): string {
  return `${Number(date.slice(8, 10))} ${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

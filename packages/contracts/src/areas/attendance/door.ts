import { z } from "../../messages.ts";
import { rupeesText } from "../member-payments/reminders.ts";
import { monthName } from "../member-payments/rules.ts";
import { memberStatus } from "../members/index.ts";

/**
 * The door check's answer (issue 24 §2; decision 0250): green lets the member in (active and paid up),
 * amber lets them in with something to say (expires today, dues within the grace days), red stops them
 * (expired, suspended, dues past the grace days) unless the desk lets them in anyway with a reason.
 */
export const DOOR_COLOURS = ["GREEN", "AMBER", "RED"] as const;
export const doorColour = z.enum(DOOR_COLOURS);
export type DoorColour = z.infer<typeof doorColour>;

/** How the desk found the member: a scanned card, a typed card code, or the search. */
export const CHECK_IN_VIA = ["CARD", "CODE", "SEARCH"] as const;
export const checkInVia = z.enum(CHECK_IN_VIA);
export type CheckInVia = z.infer<typeof checkInVia>;

/** Renewal is offered at the door when the membership has ended or ends within this many days. */
export const RENEWAL_OFFER_DAYS = 7;

export const doorAnswer = z.object({
  colour: doorColour,
  /** True for green and amber: the member may come in without an override. */
  lets_in: z.boolean(),
  /** In words, the weightiest first: 'Expired 12 days ago', '₹1,550 due for November (late fee ₹50 included)'. */
  reasons: z.array(z.string()),
});
export type DoorAnswer = z.infer<typeof doorAnswer>;

export const deskMember = z.object({
  id: z.number().int(),
  member_code: z.string(),
  full_name: z.string(),
  phone: z.string(),
  profile_photo_url: z.string().nullable(),
  display_status: memberStatus,
  renewal_date: z.string(),
  days_left: z.number().int(),
  days_left_text: z.string(),
});
export type DeskMember = z.infer<typeof deskMember>;

export const dueMonth = z.object({
  payment_id: z.number().int(),
  membership_month: z.string(),
  month_name: z.string(),
  due_date: z.string(),
  remaining_amount: z.number(),
  late_fee: z.number(),
  reference_number: z.string(),
});
export type DueMonth = z.infer<typeof dueMonth>;

export const deskDues = z.object({
  /** Everything owed on months past their due date, late fees included. */
  total: z.number(),
  late_fee: z.number(),
  months: z.array(dueMonth),
  /** upi://pay for exactly `total` (the gym's UPI settings); null without a UPI ID or when nothing is owed. */
  upi_link: z.string().nullable(),
});
export type DeskDues = z.infer<typeof deskDues>;

export const renewalOffer = z.object({
  /** The member's plan fee (or the gym's default); null when neither is set: the desk types it. */
  amount: z.number().nullable(),
  /** The new renewal date the desk sends: 30 days from the later of today and the renewal date. */
  renewal_date: z.string(),
  upi_link: z.string().nullable(),
});
export type RenewalOffer = z.infer<typeof renewalOffer>;

// ---- words (pure; the API's door check uses them, tests read them) ----

/** "November" for a month of the last twelve, else "November 2025". */
export function shortMonthName(month: string, today: string): string {
  const months =
    (Number(today.slice(0, 4)) - Number(month.slice(0, 4))) * 12 +
    Number(today.slice(5, 7)) -
    Number(month.slice(5, 7));
  const name = monthName(month);
  return months >= 0 && months < 12 ? name.split(" ")[0]! : name;
}

/**
 * '₹1,550 due for November (late fee ₹50 included)'; 'for October and November (late fees ₹100 included)';
 * 'for 3 months, September to November'.
 */
export function duesText(totalPaise: number, lateFeePaise: number, months: string[], today: string): string {
  const names = months.map((m) => shortMonthName(m, today));
  const which =
    names.length === 1
      ? names[0]
      : names.length === 2
        ? `${names[0]} and ${names[1]}`
        : `${names.length} months, ${names[0]} to ${names.at(-1)}`;
  const fee = lateFeePaise > 0 ? ` (late fee${names.length > 1 ? "s" : ""} ${rupeesText(lateFeePaise)} included)` : "";
  return `${rupeesText(totalPaise)} due for ${which}${fee}`;
}

export const SUSPENDED_TEXT = "Suspended";
export const paidUpText = (daysLeftText: string) => `Paid up · ${daysLeftText}`;

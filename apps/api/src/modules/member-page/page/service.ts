import {
  addDaysTo,
  type Booking,
  type CheckIn,
  clockTime,
  displayStatus,
  type FoodItem,
  type FreezeRequest,
  formatCardCode,
  freezeDays,
  type Invoice,
  MEMBER_FEEDBACK_SHOWN,
  type MemberFeedback,
  type MemberProfile,
  membershipText,
  monthName,
  paiseToRupees,
  shortMonthName,
  toPaise,
  upiLink,
} from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import { newCardCode } from "../../attendance/cards/code.ts";
import { cardsRepository } from "../../attendance/cards/repository.ts";
import { owedMonths } from "../../attendance/check-in/present.ts";
import type { AreaContext } from "../../context.ts";
import { invoicesRepository } from "../../member-payments/invoices/repository.ts";
import { downloadInvoice } from "../../member-payments/invoices/service.ts";
import { isMemberLinkToken } from "../link.ts";
import { memberLinksRepository } from "../link-repository.ts";
import { memberPageRepository, type PageDuesRow, type PageRow } from "./repository.ts";

/** How much of each list the page shows (a phone on a slow connection: the recent part). */
export const PAGE_LIMITS = {
  invoices: 12,
  visitDays: 30,
  visits: 31,
  assignments: 50,
  menu: 24,
  bookings: 20,
  trainers: 50,
  freezeRequests: 5,
  feedback: MEMBER_FEEDBACK_SHOWN,
};

/** Amounts in paise (whole numbers: no floating-point rupees). */
export interface PageDues {
  total: number;
  late_fee: number;
  months: { month_name: string; due_date: string; remaining: number; late_fee: number; reference: string }[];
  upi_link: string | null;
  /** The reference the UPI link carries as its note (the oldest month's, PAY<member_id><YYYYMM>). */
  reference: string | null;
}

/**
 * What the page shows: the contracts' shapes cut to the fields it renders (decision 0351), each made by the
 * contracts' own rules (display status, days left, month names, freeze days, card code).
 */
export interface MemberPageData {
  member: Pick<
    MemberProfile,
    | "full_name"
    | "member_id"
    | "profile_photo_url"
    | "display_status"
    | "days_left_text"
    | "plan_name"
    | "plan_amount"
    | "renewal_date"
    | "frozen_until"
  >;
  dues: PageDues;
  invoices: Pick<
    Invoice,
    "invoice_id" | "invoice_number" | "membership_period" | "voided" | "payment_date" | "amount"
  >[];
  visits: Pick<CheckIn, "day" | "time">[];
  visitsFrom: string;
  assignments: {
    id: number;
    exercise: { name: string; main_image_url: string | null };
    day: string;
    set: number;
    reps: number;
    notes: string;
  }[];
  menu: Pick<FoodItem, "name" | "category_name" | "calories" | "protein" | "is_vegan" | "is_vegetarian">[];
  bookings: Pick<Booking, "id" | "trainer_name" | "booking_date" | "start_time" | "end_time" | "status">[];
  card: string;
  /** The active trainers a session may be requested with. */
  trainers: { id: number; name: string }[];
  /** Whether the gym lets members mark a workout done, and which assignments are done today. */
  markDone: boolean;
  doneToday: Set<number>;
  freezeRequests: Pick<
    FreezeRequest,
    "id" | "from_date" | "to_date" | "days" | "reason" | "decline_reason" | "status"
  >[];
  feedback: (Pick<MemberFeedback, "id" | "subject" | "message" | "status" | "admin_response"> & {
    responses: { author: "MEMBER" | "ADMIN"; message: string }[];
  })[];
  today: string;
}

/**
 * The member a link opens (decision 0342): null for a text not shaped like a token, an unknown or a revoked
 * one. Read on every request, so a rotation or revocation counts from the next one.
 */
export async function memberOfLink(ctx: AreaContext, token: string): Promise<number | null> {
  if (!isMemberLinkToken(token)) return null;
  return memberLinksRepository(ctx).memberOf(token);
}

function dues(row: PageDuesRow, today: string, gymName: string): PageDues {
  const owed = owedMonths(row.owed, today);
  const total = owed.reduce((n, o) => n + o.remainingPaise, 0);
  const reference = owed[0]?.row.reference_number ?? null;
  const payee = row.upi_vpa ? { vpa: row.upi_vpa, name: row.upi_payee_name || gymName } : null;
  return {
    total,
    late_fee: owed.reduce((n, o) => n + o.lateFeePaise, 0),
    months: owed.map((o) => ({
      month_name: shortMonthName(o.row.membership_month, today),
      due_date: o.row.due_date,
      remaining: o.remainingPaise,
      late_fee: o.lateFeePaise,
      reference: o.row.reference_number,
    })),
    upi_link: payee && total > 0 && reference ? upiLink(payee.vpa, payee.name, total, reference) : null,
    reference,
  };
}

/** The member's card in use, issued on the first visit of a member who had none (decision 0342). */
async function cardCode(ctx: AreaContext, memberId: number, code: string | null): Promise<string> {
  if (code) return code;
  const row = await cardsRepository(ctx).issue(memberId, newCardCode(), false);
  return row ? row.code : "";
}

function member(row: NonNullable<PageRow["member"]>, today: string): MemberPageData["member"] {
  const display_status = displayStatus(row.status, row.renewal_date, today);
  return {
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    member_id: row.member_id,
    profile_photo_url: mediaUrlOrNull(row.profile_photo),
    display_status,
    days_left_text: membershipText(display_status, row.days_left),
    plan_name: row.plan_name,
    plan_amount: row.plan_amount,
    renewal_date: row.renewal_date,
    frozen_until: null,
  };
}

/** What the page shows of one statement's row (decision 0351). */
async function pageOf(ctx: AreaContext, row: PageRow, visitsFrom: string, gymName: string): Promise<MemberPageData> {
  const today = ctx.today();
  if (!row.member) throw new Error(`No member ${row.member_id} in ${ctx.schema}`);
  const card = await cardCode(ctx, row.member_id, row.card);
  return {
    member: member(row.member, today),
    dues: dues(row, today, gymName),
    invoices: row.invoices.map((i) => ({
      invoice_id: i.invoice_id,
      invoice_number: i.invoice_number,
      membership_period: monthName(i.membership_month),
      voided: i.voided,
      payment_date: i.payment_date,
      amount: paiseToRupees(toPaise(i.amount)),
    })),
    visits: row.visits.map((v) => ({ day: v.day, time: clockTime(new Date(v.checked_in_at), ctx.timeZone) })),
    visitsFrom,
    assignments: row.assignments.map((a) => ({
      id: a.id,
      exercise: { name: a.exercise_name, main_image_url: mediaUrlOrNull(a.exercise_image) },
      day: a.day,
      set: a.set,
      reps: a.reps,
      notes: a.notes,
    })),
    menu: row.menu,
    bookings: row.bookings,
    card: card && formatCardCode(card),
    trainers: row.trainers,
    markDone: row.members_mark_done,
    doneToday: new Set(row.done_today),
    freezeRequests: row.freeze_requests.map((r) => ({ ...r, days: freezeDays(r.from_date, r.to_date) })),
    feedback: row.feedback as MemberPageData["feedback"],
    today,
  };
}

/** Reads the page's one statement for a link or a member (decision 0351). */
function readPage(ctx: AreaContext, by: { token: string } | { memberId: number }) {
  const today = ctx.today();
  const visitsFrom = addDaysTo(today, -(PAGE_LIMITS.visitDays - 1));
  const row = memberPageRepository(ctx).page(by, today, visitsFrom, addDaysTo(today, -30), PAGE_LIMITS);
  return { row, visitsFrom };
}

/** Everything the page shows of a member (a form's refusal shows the page again). */
export async function memberPageData(ctx: AreaContext, memberId: number, gymName: string): Promise<MemberPageData> {
  const { row, visitsFrom } = readPage(ctx, { memberId });
  const found = await row;
  if (!found) throw new Error(`No member ${memberId} in ${ctx.schema}`);
  return pageOf(ctx, found, visitsFrom, gymName);
}

/**
 * The page a link opens, the link read in the same statement (one round trip a page): null for a text not
 * shaped like a token, an unknown or a revoked one, as `memberOfLink`.
 */
export async function memberPageOfLink(
  ctx: AreaContext,
  token: string,
  gymName: string,
): Promise<{ memberId: number; data: MemberPageData } | null> {
  if (!isMemberLinkToken(token)) return null;
  const { row, visitsFrom } = readPage(ctx, { token });
  const found = await row;
  return found ? { memberId: found.member_id, data: await pageOf(ctx, found, visitsFrom, gymName) } : null;
}

/** An invoice's PDF through the member's link: only the member's own; any other id is null (a 404). */
export async function memberInvoicePdf(ctx: AreaContext, memberId: number, invoiceId: number, gymName: string) {
  const row = await invoicesRepository(ctx).invoice(invoiceId);
  if (!row || row.member_id !== memberId) return null;
  const { pdf_base64, filename } = await downloadInvoice(ctx, invoiceId, gymName);
  return { pdf: Buffer.from(pdf_base64, "base64"), filename };
}

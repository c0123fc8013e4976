import {
  type Assignment,
  addDaysTo,
  type Booking,
  type CheckIn,
  type FoodItem,
  type FreezeRequest,
  formatCardCode,
  type Invoice,
  type MemberFeedback,
  type MemberProfile,
  shortMonthName,
  upiLink,
} from "@gym/contracts";
import { newCardCode } from "../../attendance/cards/code.ts";
import { cardsRepository } from "../../attendance/cards/repository.ts";
import { owedMonths } from "../../attendance/check-in/present.ts";
import { listCheckIns } from "../../attendance/visits/service.ts";
import type { AreaContext } from "../../context.ts";
import { listFoodItems } from "../../diet/food/service.ts";
import { feedbackOfMember } from "../../feedback/public/service.ts";
import { invoicesRepository } from "../../member-payments/invoices/repository.ts";
import { downloadInvoice, listInvoices } from "../../member-payments/invoices/service.ts";
import { getMemberProfile } from "../../members/profile.ts";
import { listAssignments } from "../../trainers/assignments/service.ts";
import { listBookings } from "../../trainers/bookings/service.ts";
import { listTrainers } from "../../trainers/trainers/service.ts";
import { memberFreezeRequests } from "../freeze-requests/service.ts";
import { isMemberLinkToken } from "../link.ts";
import { memberLinksRepository } from "../link-repository.ts";
import { memberPageSettingsRepository } from "../settings/repository.ts";
import { memberPageRepository } from "./repository.ts";

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

export interface MemberPageData {
  member: MemberProfile;
  dues: PageDues;
  invoices: Invoice[];
  visits: CheckIn[];
  visitsFrom: string;
  assignments: Assignment[];
  menu: FoodItem[];
  bookings: Booking[];
  card: string;
  /** The active trainers a session may be requested with. */
  trainers: { id: number; name: string }[];
  /** Whether the gym lets members mark a workout done, and which assignments are done today. */
  markDone: boolean;
  doneToday: Set<number>;
  freezeRequests: FreezeRequest[];
  feedback: MemberFeedback[];
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

async function dues(ctx: AreaContext, memberId: number, gymName: string): Promise<PageDues> {
  const today = ctx.today();
  const row = await memberPageRepository(ctx).dues(memberId, today);
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

async function cardCode(ctx: AreaContext, memberId: number): Promise<string> {
  const repo = cardsRepository(ctx);
  const row = (await repo.active(memberId)) ?? (await repo.issue(memberId, newCardCode(), false));
  return row ? row.code : "";
}

/** Everything the member's page shows, read through each area's own service (one round of queries). */
export async function memberPageData(ctx: AreaContext, memberId: number, gymName: string): Promise<MemberPageData> {
  const today = ctx.today();
  const visitsFrom = addDaysTo(today, -(PAGE_LIMITS.visitDays - 1));
  const [member, owed, invoices, visits, assignments, menu, bookings, card] = await Promise.all([
    getMemberProfile(ctx, memberId),
    dues(ctx, memberId, gymName),
    listInvoices(ctx, { member_id: memberId, page: 1, page_size: PAGE_LIMITS.invoices }, gymName),
    listCheckIns(ctx, { member_id: memberId, from: visitsFrom, to: today, page: 1, page_size: PAGE_LIMITS.visits }),
    listAssignments(ctx, { member_id: memberId, page: 1, page_size: PAGE_LIMITS.assignments }),
    listFoodItems(ctx, { page: 1, page_size: PAGE_LIMITS.menu }),
    listBookings(ctx, {
      member_id: memberId,
      date_from: addDaysTo(today, -30),
      page: 1,
      page_size: PAGE_LIMITS.bookings,
    }),
    cardCode(ctx, memberId),
  ]);
  const [trainers, settings, doneToday, freezeRequests, feedback] = await Promise.all([
    listTrainers(ctx, { is_active: true, page: 1, page_size: PAGE_LIMITS.trainers }),
    memberPageSettingsRepository(ctx).read(),
    memberPageRepository(ctx).doneOn(memberId, today),
    memberFreezeRequests(ctx, memberId, PAGE_LIMITS.freezeRequests),
    feedbackOfMember(ctx, memberId),
  ]);
  return {
    member,
    dues: owed,
    invoices: invoices.invoices,
    visits: visits.check_ins,
    visitsFrom,
    assignments: assignments.results,
    menu: menu.food_items,
    bookings: bookings.results,
    card: card && formatCardCode(card),
    trainers: trainers.results.map((t) => ({ id: t.id, name: t.name })),
    markDone: settings.members_mark_done,
    doneToday,
    freezeRequests,
    feedback,
    today,
  };
}

/** An invoice's PDF through the member's link: only the member's own; any other id is null (a 404). */
export async function memberInvoicePdf(ctx: AreaContext, memberId: number, invoiceId: number, gymName: string) {
  const row = await invoicesRepository(ctx).invoice(invoiceId);
  if (!row || row.member_id !== memberId) return null;
  const { pdf_base64, filename } = await downloadInvoice(ctx, invoiceId, gymName);
  return { pdf: Buffer.from(pdf_base64, "base64"), filename };
}

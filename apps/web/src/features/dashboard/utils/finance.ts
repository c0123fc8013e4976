import { collectionRate as collectionRateOf } from "@gym/contracts";
import { abbreviateAmount, formatRupees, toAmount } from "../../../lib/amount.ts";

/** One member's payment summary (part 2 §3); the dashboard reads only these three fields. */
export interface MemberPaymentSummaryItem {
  total_paid?: number | string | null;
  total_pending?: number | string | null;
  overdue_count?: number | null;
}

export interface PaymentTotals {
  members: number;
  paidMembers: number;
  totalPaid: number;
  totalPending: number;
  overdue: number;
  /** Part 1 §9, decision 0245: members with payments over members billed, rounded percent; null without summaries. */
  collectionRate: number | null;
}

export function summarizePayments(items: readonly MemberPaymentSummaryItem[]): PaymentTotals {
  let paidMembers = 0;
  let totalPaid = 0;
  let totalPending = 0;
  let overdue = 0;
  for (const item of items) {
    const paid = toAmount(item.total_paid);
    if (paid > 0) paidMembers += 1;
    totalPaid += paid;
    totalPending += toAmount(item.total_pending);
    overdue += Number.isFinite(item.overdue_count) ? Number(item.overdue_count) : 0;
  }
  const members = items.length;
  // The one collection rate (decision 0245); null when nobody is billed, so the tile shows none.
  const collectionRate = members === 0 ? null : collectionRateOf(paidMembers, members);
  return { members, paidMembers, totalPaid, totalPending, overdue, collectionRate };
}

/** What a money tile shows: the figure, or "Unavailable" when its summary failed (never a made-up ₹0). */
export interface MoneyFigure {
  value: string;
  fullValue: string;
}

export const UNAVAILABLE_FIGURE: MoneyFigure = { value: "Unavailable", fullValue: "Not available right now" };

export function moneyFigure(amount: number | string | null | undefined, available: boolean): MoneyFigure {
  return available ? { value: abbreviateAmount(amount), fullValue: formatRupees(amount) } : UNAVAILABLE_FIGURE;
}

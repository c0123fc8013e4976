import {
  type MemberPayment,
  monthName,
  type PaymentMethod,
  paiseToRupees,
  paymentState,
  planTier,
  toPaise,
  upiLink,
} from "@gym/contracts";
import type { PaymentRow } from "./payments/repository.ts";
import type { SettingsRow } from "./settings/repository.ts";

export type UpiPayee = { vpa: string; name: string } | null;

export function upiPayee(settings: Pick<SettingsRow, "upi_vpa" | "upi_payee_name"> | null, gymName: string): UpiPayee {
  return settings?.upi_vpa ? { vpa: settings.upi_vpa, name: settings.upi_payee_name || gymName } : null;
}

export function stateOf(
  row: Pick<PaymentRow, "amount_due" | "amount_paid" | "late_fee" | "due_date" | "cancelled">,
  today: string,
) {
  return paymentState(
    {
      amountDuePaise: toPaise(row.amount_due),
      amountPaidPaise: toPaise(row.amount_paid),
      storedLateFeePaise: toPaise(row.late_fee),
      dueDate: row.due_date,
      cancelled: row.cancelled,
    },
    today,
  );
}

/** The UPI link of what is still owed (null when nothing is, or the gym has no UPI ID). */
export const owedUpiLink = (upi: UpiPayee, remainingPaise: number, reference: string) =>
  upi && remainingPaise > 0 ? upiLink(upi.vpa, upi.name, remainingPaise, reference) : null;

export function toMemberPayment(row: PaymentRow, today: string, upi: UpiPayee): MemberPayment {
  const s = stateOf(row, today);
  return {
    id: row.id,
    member: row.member_id,
    member_name: row.member_name,
    membership_month: row.membership_month,
    membership_month_display: monthName(row.membership_month),
    amount_due: paiseToRupees(toPaise(row.amount_due)),
    amount_paid: paiseToRupees(toPaise(row.amount_paid)),
    remaining_amount: paiseToRupees(s.remainingPaise),
    late_fee: paiseToRupees(s.lateFeePaise),
    payment_status: s.status,
    payment_method: row.payment_method as PaymentMethod | null,
    due_date: row.due_date,
    payment_date: row.payment_date,
    reference_number: row.reference_number,
    notes: row.notes,
    upi_link: owedUpiLink(upi, s.remainingPaise, row.reference_number),
    discount_amount: row.discount_amount === null ? null : paiseToRupees(toPaise(row.discount_amount)),
    discount_reason: row.discount_reason,
    amount_before_discount:
      row.amount_before_discount === null ? null : paiseToRupees(toPaise(row.amount_before_discount)),
  };
}

/** The plan shown for a member: its own name, else the tier of its amount (part 1 §9). */
export function planLabel(planName: string | null, amount: string | null): string {
  if (planName) return planName;
  return amount === null ? "No plan" : planTier(toPaise(amount));
}

import {
  daysOverdue,
  type GymMember,
  type Invoice,
  type MemberPayment,
  type MonthlyMember,
  monthName,
  type PaymentMethod,
  paiseToRupees,
  paymentState,
  planTier,
  toPaise,
  upiLink,
} from "@gym/contracts";
import type { InvoiceRow } from "./invoices-repository.ts";
import type { MemberPlanRow, PaymentRow, SettingsRow } from "./repository.ts";
import type { MonthlyRow } from "./tracking-repository.ts";

export type UpiPayee = { vpa: string; name: string } | null;

export function upiPayee(settings: SettingsRow | null, gymName: string): UpiPayee {
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

const link = (upi: UpiPayee, remainingPaise: number, reference: string) =>
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
    upi_link: link(upi, s.remainingPaise, row.reference_number),
  };
}

/** The plan shown for a member: its own name, else the tier of its amount (part 1 §9). */
export function planLabel(planName: string | null, amount: string | null): string {
  if (planName) return planName;
  return amount === null ? "No plan" : planTier(toPaise(amount));
}

export function toMonthlyMember(row: MonthlyRow, today: string, upi: UpiPayee): MonthlyMember {
  const base = {
    member_id: row.member_id,
    member_code: row.member_code,
    member_name: row.member_name,
    member_phone: row.member_phone,
    member_status: row.member_status,
    member_renewal_date: row.member_renewal_date,
    days_left: row.days_left,
    days_overdue: daysOverdue(row.member_renewal_date, today),
    plan_name: row.plan_name,
    last_reminder_at: row.last_reminder_at,
    frozen_until: row.frozen_until ?? null,
  };
  if (row.payment_id === null) {
    const due = row.plan_amount === null ? 0 : paiseToRupees(toPaise(row.plan_amount));
    return {
      ...base,
      payment_id: null,
      // OVERDUE when the renewal date has passed (part 2 §4), else NOT_CREATED: SQL decides, for the counts too.
      payment_status: row.status === "OVERDUE" ? "OVERDUE" : "NOT_CREATED",
      amount_due: due,
      amount_paid: 0,
      late_fee: 0,
      remaining_amount: due,
      reference_number: null,
      upi_link: null,
    };
  }
  const p = {
    amount_due: row.amount_due!,
    amount_paid: row.amount_paid!,
    late_fee: row.late_fee!,
    due_date: row.due_date!,
    cancelled: row.cancelled!,
  };
  const s = stateOf(p, today);
  return {
    ...base,
    payment_id: row.payment_id,
    payment_status: s.status,
    amount_due: paiseToRupees(toPaise(p.amount_due)),
    amount_paid: paiseToRupees(toPaise(p.amount_paid)),
    late_fee: paiseToRupees(s.lateFeePaise),
    remaining_amount: paiseToRupees(s.remainingPaise),
    reference_number: row.reference_number,
    upi_link: link(upi, s.remainingPaise, row.reference_number!),
  };
}

export function toInvoice(row: InvoiceRow): Omit<Invoice, "whatsapp_url"> {
  return {
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    payment_id: row.payment_id,
    member_name: row.member_name,
    member_phone: row.member_phone,
    amount: paiseToRupees(toPaise(row.amount)),
    membership_period: monthName(row.membership_month),
    payment_method: row.payment_method as PaymentMethod,
    payment_date: row.payment_date,
  };
}

export function toGymMember(row: MemberPlanRow): GymMember {
  return {
    id: row.id,
    member_id: row.member_id,
    full_name: row.full_name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status,
    renewal_date: row.renewal_date,
    days_left: row.days_left,
    plan_name: row.plan_name,
    membership_type: planLabel(row.plan_name, row.plan_amount),
    amount: row.plan_amount === null ? null : paiseToRupees(toPaise(row.plan_amount)),
  };
}

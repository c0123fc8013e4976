import { daysOverdue, type MonthlyMember, paiseToRupees, toPaise, trackingStatus } from "@gym/contracts";
import { owedUpiLink, stateOf, type UpiPayee } from "../present.ts";
import type { MonthlyRow } from "./repository.ts";

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
    // A member whose renewal date has passed is Overdue on smart tracking (decision 0248; the SQL counts agree).
    payment_status: trackingStatus(s.status, row.member_renewal_date, today),
    amount_due: paiseToRupees(toPaise(p.amount_due)),
    amount_paid: paiseToRupees(toPaise(p.amount_paid)),
    late_fee: paiseToRupees(s.lateFeePaise),
    remaining_amount: paiseToRupees(s.remainingPaise),
    reference_number: row.reference_number,
    upi_link: owedUpiLink(upi, s.remainingPaise, row.reference_number!),
  };
}

import {
  addDaysTo,
  type DeskDues,
  type DeskMember,
  displayStatus,
  membershipText,
  paiseToRupees,
  paymentState,
  RENEWAL_DAYS,
  RENEWAL_OFFER_DAYS,
  type RenewalOffer,
  referenceNumber,
  shortMonthName,
  toPaise,
  upiLink,
} from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { DoorFacts } from "./door.ts";
import type { DoorFactsRow, OwedRecordRow } from "./repository.ts";

export interface OwedMonth {
  row: OwedRecordRow;
  remainingPaise: number;
  lateFeePaise: number;
}

/** The records still owing on `today`, with their figures by the product's one fee rule (paymentState). */
export function owedMonths(owedJson: string, today: string): OwedMonth[] {
  return (JSON.parse(owedJson) as OwedRecordRow[]).flatMap((r) => {
    const s = paymentState(
      {
        amountDuePaise: toPaise(r.amount_due),
        amountPaidPaise: toPaise(r.amount_paid),
        storedLateFeePaise: toPaise(r.late_fee),
        dueDate: r.due_date,
        cancelled: false,
      },
      today,
    );
    return s.remainingPaise > 0 ? [{ row: r, remainingPaise: s.remainingPaise, lateFeePaise: s.lateFeePaise }] : [];
  });
}

/** The door's facts of a member row (status, renewal date, days left) and the months it owes. */
export function doorFacts(
  row: Pick<DoorFactsRow, "status" | "renewal_date" | "days_left"> & { frozen_until?: string | null },
  owed: OwedMonth[],
  today: string,
  graceDays: number,
): DoorFacts {
  return {
    today,
    status: row.status,
    renewalDate: row.renewal_date,
    daysLeft: row.days_left,
    frozenUntil: row.frozen_until ?? null,
    owed: owed.map((o) => ({
      month: o.row.membership_month,
      dueDate: o.row.due_date,
      remainingPaise: o.remainingPaise,
      lateFeePaise: o.lateFeePaise,
    })),
    graceDays,
  };
}

export function toDeskMember(row: DoorFactsRow, today: string): DeskMember {
  const display_status = displayStatus(row.status, row.renewal_date, today);
  return {
    id: row.id,
    member_code: row.member_code,
    full_name: row.full_name,
    phone: row.phone,
    profile_photo_url: mediaUrlOrNull(row.profile_photo),
    display_status,
    renewal_date: row.renewal_date,
    days_left: row.days_left,
    days_left_text: membershipText(display_status, row.days_left),
  };
}

const payee = (row: DoorFactsRow, gymName: string) =>
  row.upi_vpa ? { vpa: row.upi_vpa, name: row.upi_payee_name || gymName } : null;

/** The dues and one UPI link for all of them; its note is the oldest month's reference. */
export function toDues(row: DoorFactsRow, owed: OwedMonth[], today: string, gymName: string): DeskDues {
  const total = owed.reduce((n, o) => n + o.remainingPaise, 0);
  const upi = payee(row, gymName);
  return {
    total: paiseToRupees(total),
    late_fee: paiseToRupees(owed.reduce((n, o) => n + o.lateFeePaise, 0)),
    months: owed.map((o) => ({
      payment_id: o.row.id,
      membership_month: o.row.membership_month,
      month_name: shortMonthName(o.row.membership_month, today),
      due_date: o.row.due_date,
      remaining_amount: paiseToRupees(o.remainingPaise),
      late_fee: paiseToRupees(o.lateFeePaise),
      reference_number: o.row.reference_number,
    })),
    upi_link: upi && total > 0 ? upiLink(upi.vpa, upi.name, total, owed[0]!.row.reference_number) : null,
  };
}

/**
 * Renewal at the door (decision 0250): offered when the membership has ended or ends within
 * RENEWAL_OFFER_DAYS, never to a suspended member. The new date is 30 days from the later of today and
 * the renewal date, so a member who comes back late is not charged for the days they were away.
 */
export function renewalOffer(row: DoorFactsRow, today: string, gymName: string): RenewalOffer | null {
  if (row.status === "SUSPENDED") return null;
  if (displayStatus(row.status, row.renewal_date, today) !== "EXPIRED" && row.days_left > RENEWAL_OFFER_DAYS)
    return null;
  const from = row.renewal_date > today ? row.renewal_date : today;
  const amount = row.plan_amount === null ? null : toPaise(row.plan_amount);
  const upi = payee(row, gymName);
  const reference = referenceNumber(row.id, `${today.slice(0, 7)}-01`);
  return {
    amount: amount === null ? null : paiseToRupees(amount),
    renewal_date: addDaysTo(from, RENEWAL_DAYS),
    upi_link: upi && amount ? upiLink(upi.vpa, upi.name, amount, reference) : null,
  };
}

import {
  DEFAULT_TEMPLATES,
  daysFromTo,
  dayText,
  MISSED_YOU_TEMPLATE,
  monthName,
  NEVER_CAME_TEMPLATE,
  paiseToRupees,
  RENEW_TEMPLATE,
  renderTemplate,
  rupeesText,
  todayIn,
  upiLink,
  waMeNumber,
  whatsappUrl,
} from "@gym/contracts";
import type { OwedMonth } from "../check-in/present.ts";
import type { WorklistRow } from "./repository.ts";

export interface Messaging {
  gymName: string;
  timeZone: string;
  today: string;
  overdueTemplate: string;
  upi: { vpa: string; name: string } | null;
}

/** 'Last came 17 days ago', 'Last came yesterday', 'Came today', 'Never came'. */
export function lastVisitText(lastVisit: string | null, today: string): string {
  if (lastVisit === null) return "Never came";
  const days = daysFromTo(lastVisit, today);
  if (days === 0) return "Came today";
  if (days === 1) return "Last came yesterday";
  return `Last came ${days} days ago`;
}

const link = (phone: string, text: string) => {
  const number = waMeNumber(phone);
  return number ? whatsappUrl(number, text) : null;
};

/** The worklist's common fields, with the WhatsApp link of `message` (null without a mobile number). */
export function worklistMember(row: WorklistRow, m: Messaging, message: string | null) {
  const last_visit = row.last_visit_at ? todayIn(m.timeZone, row.last_visit_at) : null;
  return {
    member_id: row.member_id,
    member_code: row.member_code,
    full_name: row.full_name,
    phone: row.phone,
    renewal_date: row.renewal_date,
    last_visit,
    last_visit_text: lastVisitText(last_visit, m.today),
    whatsapp_url: message === null ? null : link(row.phone, message),
  };
}

/** 'We have missed you' (or 'welcome' to a member who never came), from decision 0256's templates. */
export function missedYouMessage(row: WorklistRow, m: Messaging): string {
  const last = row.last_visit_at ? dayText(todayIn(m.timeZone, row.last_visit_at)) : "";
  return renderTemplate(last ? MISSED_YOU_TEMPLATE : NEVER_CAME_TEMPLATE, {
    member_name: row.full_name,
    gym_name: m.gymName,
    last_visit: last,
    renewal_date: dayText(row.renewal_date),
  });
}

/**
 * The reminder of a member who comes but does not pay: the gym's overdue template (member payments'),
 * filled for everything owed, or a renewal reminder when only the membership has ended; none for a
 * member who is only suspended (the gym's own decision).
 */
export function notPaidMessage(row: WorklistRow, owed: OwedMonth[], m: Messaging, expired: boolean): string | null {
  if (owed.length) {
    const total = owed.reduce((n, o) => n + o.remainingPaise, 0);
    const fee = owed.reduce((n, o) => n + o.lateFeePaise, 0);
    const first = owed[0]!.row;
    return renderTemplate(m.overdueTemplate || DEFAULT_TEMPLATES.overdue, {
      member_name: row.full_name,
      gym_name: m.gymName,
      month: owed.map((o) => monthName(o.row.membership_month)).join(", "),
      amount: rupeesText(total),
      due_date: dayText(first.due_date),
      late_fee: fee > 0 ? rupeesText(fee) : "",
      upi_link: m.upi ? upiLink(m.upi.vpa, m.upi.name, total, first.reference_number) : "",
      reference: first.reference_number,
    });
  }
  if (!expired) return null;
  return renderTemplate(RENEW_TEMPLATE, {
    member_name: row.full_name,
    gym_name: m.gymName,
    renewal_date: dayText(row.renewal_date),
  });
}

export const owedTotal = (owed: OwedMonth[]) => paiseToRupees(owed.reduce((n, o) => n + o.remainingPaise, 0));

import {
  DEFAULT_TEMPLATES,
  dayText,
  monthName,
  type ReminderStepTemplate,
  referenceNumber,
  renderTemplate,
  rupeesText,
  toPaise,
  waMeNumber,
  whatsappUrl,
} from "@gym/contracts";
import type { MemberDueRow } from "./dues-repository.ts";
import { owedUpiLink, type UpiPayee } from "./present.ts";
import type { SettingsRow } from "./settings/repository.ts";

/** What a due message needs besides the member's next payment. */
export interface DueMessageContext {
  settings: SettingsRow | null;
  gymName: string;
  upi: UpiPayee;
  /** The member's private page (issue 26 §1) by member id; a member without one gets no such line. */
  memberLinks: ReadonlyMap<number, string>;
}

/**
 * The WhatsApp message about a member's next payment (the renewals worklist and the reminder sequence,
 * decisions 0346, 0348): the gym's due-soon or overdue template (else the default) with the figures of
 * the open bill, or of the next bill while it is still to be made, and its wa.me link (null when the
 * phone is not a number WhatsApp can take). The member's name goes in as text: wa.me carries it
 * URL-encoded and the dashboard shows it as text, never as markup.
 */
export function dueMessage(due: MemberDueRow, kind: ReminderStepTemplate, c: DueMessageContext) {
  const amountPaise = due.amount === null ? 0 : toPaise(due.amount);
  const feePaise = toPaise(due.late_fee);
  const reference = due.reference ?? referenceNumber(due.member_id, due.month);
  const template = (kind === "overdue" ? c.settings?.template_overdue : c.settings?.template_due_soon) || "";
  const message = renderTemplate(template || DEFAULT_TEMPLATES[kind], {
    member_name: due.member_name,
    gym_name: c.gymName,
    month: monthName(due.month),
    amount: rupeesText(amountPaise),
    due_date: dayText(due.due_date),
    late_fee: feePaise > 0 ? rupeesText(feePaise) : "",
    upi_link: owedUpiLink(c.upi, amountPaise, reference) ?? "",
    reference,
    member_link: c.memberLinks.get(due.member_id) ?? "",
  });
  const number = waMeNumber(due.phone);
  return { message, whatsapp_url: number ? whatsappUrl(number, message) : null, amountPaise };
}

import {
  CONSENT_WITHDRAWN_NO_MESSAGES,
  DEFAULT_TEMPLATES,
  dayText,
  frozenUntilText,
  INVALID_PAYMENT_ID,
  type Invoice,
  monthName,
  NO_WHATSAPP_NUMBER,
  NOTHING_TO_REMIND,
  paiseToRupees,
  REMINDERS_MAX,
  type Reminder,
  type RemindersBody,
  renderTemplate,
  rupeesText,
  toPaise,
  waMeNumber,
  whatsappUrl,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import { freezesRepository } from "../../attendance/freezes/repository.ts";
import type { AreaContext } from "../../context.ts";
import { memberLinkUrls } from "../../member-page/link.ts";
import { dataRightsRepository } from "../../members/data-rights/repository.ts";
import { memberPaymentsRepository, type PaymentRow } from "../payments/repository.ts";
import { stateOf, toMemberPayment, upiPayee } from "../present.ts";
import type { SettingsRow } from "../settings/repository.ts";
import { askedMonth } from "../tracking/service.ts";
import { remindersRepository } from "./repository.ts";

async function targets(ctx: AreaContext, body: RemindersBody): Promise<PaymentRow[]> {
  const rs = memberPaymentsRepository(ctx);
  if (body.payment_ids?.length) {
    const ids = [...new Set(body.payment_ids)];
    const rows = await rs.findMany(ids);
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id));
      throw badRequest(INVALID_PAYMENT_ID, { invalid_ids: ids.filter((i) => !found.has(i)) });
    }
    return rows;
  }
  const today = ctx.today();
  const month = askedMonth(today, body.year, body.month);
  const { rows } = await rs.list({
    today,
    payment_status: body.payment_status,
    from: month,
    to: month,
    limit: REMINDERS_MAX,
    offset: 0,
  });
  return rows;
}

/**
 * WhatsApp reminders (decision 0189): each record still owed gets the gym's due-soon or overdue
 * template filled with its figures (what is owed now, late fee included) and a wa.me link; the
 * members reminded get today's last_reminder_at. Settled records and numbers WhatsApp cannot take
 * are listed as skipped.
 */
export async function prepareReminders(ctx: AreaContext, body: RemindersBody, gymName: string, origin: string | null) {
  const today = ctx.today();
  const rs = memberPaymentsRepository(ctx);
  const [rows, settings] = await Promise.all([targets(ctx, body), rs.settings()]);
  // No reminder while a member is frozen (issue 24 §4, decision 0258): listed as skipped with the date.
  const memberIds = [...new Set(rows.map((r) => r.member_id))];
  const frozen = await freezesRepository(ctx).frozenAmong(memberIds, today);
  // No WhatsApp text for a member who withdrew consent (decision 0305): listed as skipped.
  const withdrawn = await dataRightsRepository(ctx).withdrawnAmong(memberIds);
  const upi = upiPayee(settings, gymName);
  // Each member's private page for {member_link} (issue 26 §1, §4); frozen or settled ones need none.
  const links = await memberLinkUrls(
    ctx,
    rows.filter((r) => !frozen.has(r.member_id) && stateOf(r, today).remainingPaise > 0).map((r) => r.member_id),
    origin,
  );
  const reminders: Reminder[] = [];
  const skipped: { payment_id: number; member_name: string; reason: string }[] = [];
  for (const row of rows) {
    const state = stateOf(row, today);
    const number = waMeNumber(row.member_phone);
    const base = { payment_id: row.id, member_name: row.member_name };
    const frozenUntil = frozen.get(row.member_id);
    if (withdrawn.has(row.member_id)) skipped.push({ ...base, reason: CONSENT_WITHDRAWN_NO_MESSAGES });
    else if (frozenUntil) skipped.push({ ...base, reason: frozenUntilText(frozenUntil) });
    else if (state.remainingPaise === 0) skipped.push({ ...base, reason: NOTHING_TO_REMIND });
    else if (!number) skipped.push({ ...base, reason: NO_WHATSAPP_NUMBER });
    else {
      const kind = state.status === "OVERDUE" || today > row.due_date ? "overdue" : "due_soon";
      const template = (kind === "overdue" ? settings?.template_overdue : settings?.template_due_soon) || "";
      const message = renderTemplate(template || DEFAULT_TEMPLATES[kind], {
        member_name: row.member_name,
        gym_name: gymName,
        month: monthName(row.membership_month),
        amount: rupeesText(state.remainingPaise),
        due_date: dayText(row.due_date),
        late_fee: state.lateFeePaise > 0 ? rupeesText(state.lateFeePaise) : "",
        upi_link: toMemberPayment(row, today, upi).upi_link ?? "",
        reference: row.reference_number,
        member_link: links.get(row.member_id) ?? "",
      });
      reminders.push({
        ...base,
        member_id: row.member_id,
        phone: row.member_phone,
        kind,
        amount_due: paiseToRupees(state.remainingPaise),
        message,
        whatsapp_url: whatsappUrl(number, message),
      });
    }
  }
  const reminded_at = await remindersRepository(ctx).markReminded([...new Set(reminders.map((r) => r.member_id))]);
  return { reminders, skipped, reminded_at };
}

/** The "payment received" message of an invoice, from the gym's template (null without a mobile number). */
export function receivedMessageUrl(
  inv: Omit<Invoice, "whatsapp_url">,
  reference: string,
  gymName: string,
  settings: SettingsRow | null,
): string | null {
  const number = waMeNumber(inv.member_phone);
  if (!number) return null;
  const amount = rupeesText(toPaise(String(inv.amount)));
  const message = renderTemplate(settings?.template_received || DEFAULT_TEMPLATES.received, {
    member_name: inv.member_name,
    gym_name: gymName,
    month: inv.membership_period,
    amount_paid: amount,
    amount,
    invoice_number: inv.invoice_number,
    reference,
  });
  return whatsappUrl(number, message);
}

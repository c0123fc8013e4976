import { addMonthsTo, monthStart, PAYMENT_MEMBER_NOT_FOUND, paiseToRupees, toPaise } from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { invoicesRepository } from "../invoices/repository.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { planLabel as planLabelOf, toMemberPayment, upiPayee } from "../present.ts";
import { timelineRepository } from "./repository.ts";

/**
 * A member's timeline (part 2 §7): their plan and dates, and their records of the last months with
 * their invoices.
 */

function repo(ctx: AreaContext) {
  return memberPaymentsRepository(ctx);
}

export async function memberTimeline(ctx: AreaContext, memberId: number, months: number, gymName: string) {
  const today = ctx.today();
  const rs = repo(ctx);
  const [member, settings] = await Promise.all([rs.member(memberId, today), rs.settings()]);
  if (!member) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
  const current = monthStart(today);
  const rows = await timelineRepository(ctx).timeline(
    memberId,
    addMonthsTo(current, -(months - 1)),
    addMonthsTo(current, 1),
  );
  const [invoices] = await invoicesRepository(ctx).invoices({
    payment_ids: rows.map((r) => r.id),
    limit: 1000,
    offset: 0,
  });
  const upi = upiPayee(settings, gymName);
  const amount = member.plan_amount ?? settings?.default_plan_amount ?? null;
  return {
    member: {
      id: member.id,
      name: member.full_name,
      current_plan: planLabelOf(
        member.plan_name ?? (member.plan_amount ? null : (settings?.default_plan_name ?? null)),
        amount,
      ),
      plan_amount: amount === null ? null : paiseToRupees(toPaise(amount)),
      status: member.status,
      renewal_date: member.renewal_date,
      days_left: member.days_left,
      phone: member.phone,
    },
    payment_timeline: rows.map((r) => {
      const p = toMemberPayment(r, today, upi);
      return {
        id: p.id,
        payment_id: p.id,
        month: p.membership_month.slice(0, 7),
        month_name: p.membership_month_display,
        status: p.payment_status,
        amount_paid: p.amount_paid,
        amount_due: p.amount_due,
        late_fee: p.late_fee,
        remaining_amount: p.remaining_amount,
        payment_date: p.payment_date,
        payment_method: p.payment_method,
        reference_number: p.reference_number,
        upi_link: p.upi_link,
        invoices: invoices
          .filter((i) => i.payment_id === r.id)
          .map((i) => ({
            invoice_id: i.invoice_id,
            invoice_number: i.invoice_number,
            amount: paiseToRupees(toPaise(i.amount)),
            voided: i.voided_at !== null,
          })),
      };
    }),
  };
}

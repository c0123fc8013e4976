import {
  addMonthsTo,
  type ListMemberPaymentsQuery,
  monthStart,
  PAYMENT_MEMBER_NOT_FOUND,
  paiseToRupees,
  toPaise,
} from "@gym/contracts";
import { notFound } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { invoicesRepository } from "./invoices-repository.ts";
import { planLabel as planLabelOf, toGymMember, toMemberPayment, upiPayee } from "./present.ts";
import { memberPaymentsRepository } from "./repository.ts";

/** The reads of member payments: the history list, the payment screens' members, a member's timeline. */

function repo(ctx: AreaContext) {
  return memberPaymentsRepository(ctx);
}

export async function listMemberPayments(ctx: AreaContext, q: ListMemberPaymentsQuery, gymName: string) {
  let from: string | undefined;
  let to: string | undefined;
  if (q.year !== undefined) {
    const y = String(q.year).padStart(4, "0");
    from = q.month ? `${y}-${String(q.month).padStart(2, "0")}-01` : `${y}-01-01`;
    to = q.month ? from : `${y}-12-01`;
  } else if (q.month !== undefined) {
    const y = ctx.today().slice(0, 4);
    from = to = `${y}-${String(q.month).padStart(2, "0")}-01`;
  }
  const today = ctx.today();
  const { rows, count } = await repo(ctx).list({
    today,
    member_id: q.member_id,
    payment_status: q.payment_status,
    from,
    to,
    search: q.search,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const upi = upiPayee(await repo(ctx).settings(), gymName);
  return { payments: rows.map((r) => toMemberPayment(r, today, upi)), count };
}

export async function gymMembers(ctx: AreaContext, search: string | undefined, limit: number) {
  const [rows, settings] = await Promise.all([repo(ctx).members(search, limit, ctx.today()), repo(ctx).settings()]);
  return rows.map((r) =>
    toGymMember({
      ...r,
      plan_name: r.plan_name ?? (r.plan_amount === null ? (settings?.default_plan_name ?? null) : null),
      plan_amount: r.plan_amount ?? settings?.default_plan_amount ?? null,
    }),
  );
}

export async function memberTimeline(ctx: AreaContext, memberId: number, months: number, gymName: string) {
  const today = ctx.today();
  const rs = repo(ctx);
  const [member, settings] = await Promise.all([rs.member(memberId, today), rs.settings()]);
  if (!member) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
  const current = monthStart(today);
  const rows = await rs.timeline(memberId, addMonthsTo(current, -(months - 1)), addMonthsTo(current, 1));
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
          })),
      };
    }),
  };
}

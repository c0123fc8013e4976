import { addMonthsTo, dueDateOf, monthStart, nextBills, paiseToText, referenceNumber, toPaise } from "@gym/contracts";
import type { SeedContext, Seeder } from "../../seed/seeder.ts";
import { chainRepository } from "./chain-repository.ts";
import { markPaid, repo } from "./payments/service.ts";
import { currentHabit, DEMO_METHODS, DEMO_PLANS, DEMO_SETTINGS, pastHabit } from "./seed-data.ts";
import { paymentsSeedRepository } from "./seed-repository.ts";
import { paymentSettingsRepository } from "./settings/repository.ts";
import { autoGenerate } from "./tracking/service.ts";

const day = (month: string, d: number) => `${month.slice(0, 8)}${String(d).padStart(2, "0")}`;

/**
 * Six months of payment history for the demo members (issue 10 deliverable 6): plans, records, and
 * money received through the service (receipts, invoice numbers, ledger rows), paid on time, late
 * with the fee, partly, or still owed this month. Members' renewal dates and statuses are put back
 * afterwards, so the members screens keep their own demo mix.
 */
export async function seedDemoPayments(ctx: SeedContext): Promise<number> {
  const today = ctx.today();
  const thisMonth = monthStart(today);
  const seeds = paymentsSeedRepository(ctx);
  await paymentSettingsRepository(ctx).save(DEMO_SETTINGS);
  const rows = await seeds.members();
  await seeds.setPlans(
    rows.map((m, i) => {
      const plan = DEMO_PLANS[i % DEMO_PLANS.length]!;
      return { id: m.id, name: plan.name, amount: plan.amount };
    }),
  );
  let paid = 0;
  for (const [i, m] of rows.entries()) {
    const plan = DEMO_PLANS[i % DEMO_PLANS.length]!;
    const due = plan.amount ?? DEMO_SETTINGS.default_plan_amount!;
    const method = DEMO_METHODS[i % DEMO_METHODS.length]!;
    for (let back = 5; back >= 0; back--) {
      const month = addMonthsTo(thisMonth, -back);
      // A member pays for the months their membership ran through; suspended ones stopped two months ago.
      if (monthStart(m.joining) > month || m.renewal < month) continue;
      if (m.status === "SUSPENDED" && back < 2) continue;
      const id = await ctx.db.$transaction((tx) =>
        repo(ctx).insert(tx, {
          member_id: m.id,
          month,
          due_date: dueDateOf(month),
          amount_due: due,
          reference: referenceNumber(m.id, month),
          notes: "",
          // Given below, once the members' dates are put back (decision 0240 §9).
          period_from: null,
          period_to: null,
        }),
      );
      if (id === null) continue;
      const pay = async (date: string, amount?: number) => {
        const body = { payment_method: method, payment_date: date, renewal_date: undefined };
        await markPaid(
          ctx,
          id,
          amount ? { ...body, amount_paid: paiseToText(amount) } : body,
          DEMO_SETTINGS.upi_payee_name!,
          // The seed names its amounts, as the desk does; a key per record keeps them exactly once (decision 0197).
          `demo-seed:${id}`,
        );
        paid += 1;
      };
      const half = Math.round(toPaise(due) / 2);
      if (back > 0) {
        const habit = pastHabit(i + back);
        if (habit === "on_time") await pay(day(month, 2 + (i % 4)));
        else if (habit === "late") await pay(day(month, 14 + (i % 10)));
        else await pay(day(month, 4), half);
        continue;
      }
      const d = Number(today.slice(8, 10));
      const habit = m.renewal < today ? "owing" : currentHabit(i);
      if (habit === "paid") await pay(day(month, Math.min(d, 1 + (i % 5))));
      else if (habit === "late" && d > 12) await pay(day(month, Math.min(d, 13 + (i % 5))));
      else if (habit === "partial") await pay(day(month, Math.min(d, 3)), half);
    }
  }
  // Paying renewed the members; the members demo keeps its own renewal dates and statuses.
  await seeds.restore(rows);
  // The records still owed pay for the members' next periods, as the migration of decision 0240 §9
  // gives them; then auto-generate bills the members who lapsed (Overdue in smart tracking).
  const open = await seeds.openWithoutPeriod();
  const chains = new Map(
    (await chainRepository(ctx).chains(today, [...new Set(open.map((o) => o.member_id))])).map((c) => [c.member_id, c]),
  );
  const byMember = new Map<number, { id: number }[]>();
  for (const o of open) byMember.set(o.member_id, [...(byMember.get(o.member_id) ?? []), o]);
  const periods = [...byMember].flatMap(([memberId, bills]) => {
    const c = chains.get(memberId)!;
    const facts = { joining_date: c.joining_date, renewal_date: c.renewal_date, chain_end: c.paid_through };
    return nextBills(facts, null, bills.length).map((b, i) => ({
      id: bills[i]!.id,
      from: b.period.from,
      to: b.period.to,
    }));
  });
  await seeds.setPeriods(periods);
  await autoGenerate(ctx);
  return paid;
}

export const memberPaymentsDemoSeeder: Seeder = {
  name: "member-payments",
  run: async (ctx) => {
    await seedDemoPayments(ctx);
  },
};

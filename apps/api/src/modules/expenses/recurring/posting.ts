import { planRecurringPostings } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { POSTING_BATCH, recurringPostingRepository } from "./posting-repository.ts";

/**
 * Recurring expenses post themselves (issue 9 ¶3; decision 0163). Each schedule that is active, auto-
 * generating and due on or before the gym's today is locked (`FOR UPDATE SKIP LOCKED`: a second runner
 * takes other schedules or none), posts one transaction per missed due date in order, and moves its
 * next due date on, all in one transaction. The unique (recurring_expense_id, recurring_due_date)
 * makes a due date post once even if a schedule is edited back to a date it already posted.
 * `only` limits the run to one schedule (a save that made it due). Returns the transactions posted.
 */
export async function postDueRecurringExpenses(ctx: AreaContext, only?: number): Promise<number> {
  const today = ctx.today();
  const repo = recurringPostingRepository(ctx);
  let posted = 0;
  for (;;) {
    const { rows, count } = await ctx.db.$transaction(async (tx) => {
      const due = await repo.lockDue(tx, today, only);
      let n = 0;
      for (const row of due) {
        const plan = planRecurringPostings(row, today);
        n += await repo.post(tx, row, plan.dates);
        await repo.advance(tx, row.id, {
          due: plan.nextDueDate,
          lastPosted: plan.dates.at(-1) ?? null,
          active: plan.stillActive,
        });
      }
      return { rows: due.length, count: n };
    });
    posted += count;
    if (rows < POSTING_BATCH || only !== undefined) return posted;
  }
}

import { planRecurringPostings, RECURRING_MAX_POSTINGS_PER_RUN } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { POSTING_BATCH, POSTING_ROWS, recurringPostingRepository } from "./posting-repository.ts";

/**
 * Recurring expenses post themselves (issue 9 ¶3; decision 0163). Each schedule that is active, auto-
 * generating and due on or before the gym's today is locked (`FOR UPDATE SKIP LOCKED`: a second runner
 * takes other schedules or none), posts its missed due dates in order, and moves its next due date on,
 * in the same transaction. A transaction posts at most POSTING_ROWS dates (decision 0231): a schedule
 * cut short stays due and the next transaction carries on from it, so however far behind the gym is,
 * no transaction outlives Prisma's 5 s limit. A run posts at most RECURRING_MAX_POSTINGS_PER_RUN dates
 * per schedule (the rest on the next run). The unique (recurring_expense_id, recurring_due_date) makes a
 * due date post once even if a schedule is edited back to a date it already posted. `only` limits the
 * run to one schedule (a save that made it due). Returns the transactions posted.
 */
export async function postDueRecurringExpenses(ctx: AreaContext, only?: number): Promise<number> {
  const today = ctx.today();
  const repo = recurringPostingRepository(ctx);
  const postedBy = new Map<number, number>();
  const capped = () => [...postedBy].filter(([, n]) => n >= RECURRING_MAX_POSTINGS_PER_RUN).map(([id]) => id);
  let posted = 0;
  for (;;) {
    const { locked, count, full } = await ctx.db.$transaction(async (tx) => {
      const due = await repo.lockDue(tx, today, only, capped());
      let room = POSTING_ROWS;
      let n = 0;
      for (const row of due) {
        if (room === 0) break;
        const left = RECURRING_MAX_POSTINGS_PER_RUN - (postedBy.get(row.id) ?? 0);
        const plan = planRecurringPostings(row, today, Math.min(room, left));
        n += await repo.post(tx, row, plan.dates);
        await repo.advance(tx, row.id, {
          due: plan.nextDueDate,
          lastPosted: plan.dates.at(-1) ?? null,
          active: plan.stillActive,
        });
        room -= plan.dates.length;
        postedBy.set(row.id, (postedBy.get(row.id) ?? 0) + plan.dates.length);
      }
      return { locked: due.length, count: n, full: room === 0 };
    });
    posted += count;
    // More may be due while a transaction filled its rows or locked a whole batch of schedules.
    if (!full && locked < POSTING_BATCH) return posted;
  }
}

import { DUE_DAY } from "@gym/contracts";
import type { ScheduledJob } from "../../../scheduler/job.ts";
import { autoGenerate } from "./service.ts";

/**
 * The monthly auto-generate (issue 10, decision 0193): from the 1st of a month up to its due date
 * (the 5th), every scheduler pass makes the month's missing records; the statement is idempotent, so
 * the first pass does the work and later ones find nothing. After the 5th it leaves the month alone:
 * a member who joins mid-month is not billed an already-overdue month by a machine.
 */
export const monthlyPaymentsJob: ScheduledJob = {
  name: "member-payments-auto-generate",
  description: "creates this month's payment records for active members (1st to 5th of the month)",
  run: async (ctx) => {
    if (Number(ctx.today().slice(8, 10)) > DUE_DAY) return 0;
    const { created_overdue, created_upcoming } = await autoGenerate(ctx);
    return created_overdue + created_upcoming;
  },
};

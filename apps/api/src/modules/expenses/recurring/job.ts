import type { ScheduledJob } from "../../../scheduler/job.ts";
import { postDueRecurringExpenses } from "./posting.ts";

/** Recurring expenses post their due (and missed) dates, once each (decision 0163). */
export const recurringExpensesJob: ScheduledJob = {
  name: "recurring-expenses",
  description: "posts the expense transactions of recurring expenses that have fallen due",
  run: (ctx) => postDueRecurringExpenses(ctx),
};

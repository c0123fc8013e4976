import { recurringExpensesJob } from "../modules/expenses/recurring/job.ts";
import { reminderSequenceJob } from "../modules/member-payments/reminder-sequence/job.ts";
import { monthlyViewFoldJob } from "../modules/member-payments/tracking/fold-job.ts";
import { monthlyPaymentsJob } from "../modules/member-payments/tracking/job.ts";
import type { ScheduledJob } from "./job.ts";

/**
 * Every job the scheduler runs for each active gym, in this order. Adding a job is one line here
 * (its module exports a `ScheduledJob`; see job.ts for what a job must guarantee).
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  recurringExpensesJob,
  monthlyPaymentsJob,
  reminderSequenceJob,
  monthlyViewFoldJob,
];

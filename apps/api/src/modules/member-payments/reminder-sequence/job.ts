import type { ScheduledJob } from "../../../scheduler/job.ts";
import { planRemindersToday } from "./service.ts";

/**
 * The reminder sequence's daily pass (issue 26 §4, decision 0348): every scheduler pass writes the steps
 * that have come for each remindable member; the unique key makes the first pass (of any process) do the
 * work and later ones find nothing.
 */
export const reminderSequenceJob: ScheduledJob = {
  name: "member-payments-reminder-sequence",
  description: "lists today's WhatsApp reminders of the reminder sequence (each member and step once)",
  run: (ctx) => planRemindersToday(ctx),
};

import type { Seeder } from "../../../seed/seeder.ts";
import { planRemindersToday } from "./service.ts";

/**
 * The demo gym's "to send today" list is not empty on first start (issue 26, decision 0348): after the
 * members, payments and freezes are seeded, the day's pass runs once, as the scheduler's first pass would.
 * Its lapsed members are on a step of their overdue bills, so the list always has someone.
 */
export const reminderSequenceDemoSeeder: Seeder = {
  name: "reminder-sequence",
  run: async (ctx) => {
    await planRemindersToday(ctx);
  },
};

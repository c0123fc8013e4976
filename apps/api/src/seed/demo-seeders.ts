import { attendanceDemoSeeder } from "../modules/attendance/seed.ts";
import { dietDemoSeeder } from "../modules/diet/seed.ts";
import { expensesDemoSeeder } from "../modules/expenses/seed.ts";
import { feedbackDemoSeeder } from "../modules/feedback/seed.ts";
import { gymImagesDemoSeeder } from "../modules/gym-images/seed.ts";
import { memberPageDemoSeeder } from "../modules/member-page/seed.ts";
import { reminderSequenceDemoSeeder } from "../modules/member-payments/reminder-sequence/seed.ts";
import { memberPaymentsDemoSeeder } from "../modules/member-payments/seed.ts";
import { membersDemoSeeder } from "../modules/members/seed.ts";
import { plansDemoSeeder } from "../modules/plans/seed.ts";
import { postsDemoSeeder } from "../modules/posts/seed.ts";
import { shopDemoSeeder } from "../modules/shop/seed.ts";
import { trainersDemoSeeder } from "../modules/trainers/seed.ts";
import type { Seeder } from "./seeder.ts";

/**
 * Demo data, in order, for the demo gym only (members, gallery...). Each area adds its seeder here.
 * Data every new gym starts with (the starter exercises) belongs in starter-seeders.ts instead.
 */
export const demoSeeders: Seeder[] = [
  membersDemoSeeder,
  feedbackDemoSeeder,
  gymImagesDemoSeeder,
  trainersDemoSeeder,
  shopDemoSeeder,
  postsDemoSeeder,
  expensesDemoSeeder,
  memberPaymentsDemoSeeder,
  // After the payments: it puts the demo members on the catalogue plans of their names and fees.
  plansDemoSeeder,
  dietDemoSeeder,
  // Last: its worklists read the members and the payments seeded before it.
  attendanceDemoSeeder,
  // After the members: each gets a private link (decision 0340).
  memberPageDemoSeeder,
  // After the attendance (freezes): today's reminders of the sequence, as the scheduler's first pass makes them.
  reminderSequenceDemoSeeder,
];

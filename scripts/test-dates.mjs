// npm run test:dates (decision 0196): the date-sensitive API suites once per boundary instant, with the
// product's clock pinned there (TEST_NOW) and the process in UTC, so the gyms' calendar (Asia/Kolkata) and
// the machine's disagree about the day. `npm run test:dates -- 2027-02-28T23:30:00+05:30` runs one instant.
import { spawnSync } from "node:child_process";

/** The instants, each with why it is a boundary. */
const INSTANTS = [
  ["2026-12-01T10:00:00+05:30", "the 1st of a month after a 30-day one"],
  ["2027-01-01T00:30:00+05:30", "the 1st after a 31-day month, a new year, 19:00 UTC of the day before"],
  ["2027-01-05T10:00:00+05:30", "the due date"],
  ["2027-01-12T10:00:00+05:30", "the last day without a late fee"],
  ["2027-01-13T10:00:00+05:30", "the first day of the late fee"],
  ["2027-02-28T10:00:00+05:30", "the last day of February in a common year"],
  ["2028-02-29T10:00:00+05:30", "a leap day"],
  ["2027-03-31T10:00:00+05:30", "the last day of a financial year"],
  ["2027-04-01T10:00:00+05:30", "the first day of a financial year (a new invoice series)"],
  ["2026-12-31T10:00:00+05:30", "the last day of a year"],
  [
    "2026-12-31T23:30:00+05:30",
    "23:30 in the gym on the last day of the year (18:00 UTC): the run crosses its midnight",
  ],
  ["2027-01-31T23:30:00+05:30", "23:30 in the gym on the 31st of a 31-day month (18:00 UTC)"],
];

/** The suites whose rules read the day. */
const SUITES = [
  "apps/api/test/member-payments",
  "apps/api/test/attendance",
  "apps/api/test/expenses",
  "apps/api/test/dashboard",
  "apps/api/test/trainers/bookings.test.ts",
  "apps/api/test/trainers/assignments.test.ts",
  "apps/api/test/posts/public.test.ts",
  "apps/api/test/posts/statistics.test.ts",
  "apps/api/test/posts/create.test.ts",
  "apps/api/test/members/list.test.ts",
  "apps/api/test/members/register.test.ts",
  "apps/api/test/members/profile.test.ts",
  "apps/api/test/members/data-rights.test.ts",
  "apps/api/test/members/consent.test.ts",
  "apps/api/test/plans",
  "apps/api/test/exports",
  "apps/api/test/backup/nightly.test.ts",
  "apps/api/test/feedback/admin.test.ts",
  "apps/api/test/public-gym",
  "apps/api/test/platform/one-clock.test.ts",
];

const wanted = process.argv.slice(2);
const runs = wanted.length ? wanted.map((at) => [at, "given"]) : INSTANTS;
const results = [];
for (const [at, why] of runs) {
  console.log(`\n=== TEST_NOW=${at} (${why})`);
  const started = Date.now();
  const run = spawnSync("npx", ["vitest", "run", "--project", "api", ...SUITES], {
    stdio: "inherit",
    env: { ...process.env, TEST_NOW: at, TZ: "UTC" },
  });
  results.push([at, why, run.status === 0, Math.round((Date.now() - started) / 1000)]);
}
console.log("\nDate boundaries:");
for (const [at, why, ok, seconds] of results) console.log(`  ${ok ? "pass" : "FAIL"}  ${at}  ${why} (${seconds} s)`);
process.exit(results.every(([, , ok]) => ok) ? 0 : 1);

import { existsSync } from "node:fs";
import type { Clock } from "../../src/lib/clock.ts";

/**
 * The day the run happens on, the same for every run: 10:00 in Asia/Kolkata on 2 January 2027. The 2nd
 * is inside the monthly payment job's window (the 1st to the 5th, decision 0193) and before the month's due
 * date (no late fee on this month's records), so what the scheduler and the desks must do is the same
 * whatever day the script runs. The API processes read it through libfaketime (decision 0196: faketime
 * moves the product as a whole from outside), as one offset from the real time taken once, so the three
 * processes and a restarted one agree to the millisecond; the harness's own writes use the same offset.
 */
export const RUN_INSTANT = "2027-01-02T04:30:00Z";
export const RUN_DAY = "2027-01-02";

const LIBRARIES = [
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/faketime/libfaketime.so.1",
  "/usr/local/lib/faketime/libfaketime.so.1",
];

export interface FakeClock {
  /** For the harness's provisioning and checks. */
  clock: Clock;
  /** Environment that puts a child process on the same clock. */
  env: Record<string, string>;
}

export function fakeClock(): FakeClock {
  const library = LIBRARIES.find((path) => existsSync(path));
  if (!library) throw new Error("libfaketime is not installed (apt-get install faketime)");
  // Whole seconds, as libfaketime reads them, so the harness's clock is the processes' own.
  const offset = Math.round((Date.parse(RUN_INSTANT) - Date.now()) / 1000);
  return {
    clock: { now: () => new Date(Date.now() + offset * 1000) },
    env: {
      LD_PRELOAD: library,
      FAKETIME: `${offset >= 0 ? "+" : "-"}${Math.abs(offset)}`,
      // Timers and performance.now() stay on the real monotonic clock.
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
    },
  };
}

/**
 * The product's one clock (decision 0196). Every "now" and "today" of a rule, a job, a seed, a PDF or a
 * timestamp the product writes comes from the `Clock` the process was opened with (`Database.clock`),
 * through the context (`ctx.now()`, `ctx.today()`), never from `new Date()` in a module or from
 * PostgreSQL's `now()`/`CURRENT_DATE`. Production runs on `systemClock`; tests pin the instant with a
 * `PinnedClock` (test/support/context.ts), so a rule about days is tested on the day it is about.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `at` when pinned and runs on at real speed from there, so rows written one after
 * the other still get increasing times; `pin()` moves it to another instant (both sides of a boundary
 * in one test file).
 */
export class PinnedClock implements Clock {
  private base: number;
  private since: number;

  constructor(at: Date | string) {
    this.base = instant(at);
    this.since = performance.now();
  }

  now(): Date {
    return new Date(this.base + Math.floor(performance.now() - this.since));
  }

  pin(at: Date | string): void {
    this.base = instant(at);
    this.since = performance.now();
  }
}

function instant(at: Date | string): number {
  const time = typeof at === "string" ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(at)}`);
  return time;
}

import type { AreaContext } from "../modules/context.ts";

/**
 * Work the platform does by itself for every active gym (issue 9 ¶3): recurring expenses posting,
 * member payments' monthly records... A job must be safe to run at any time, again and again, and by
 * several API processes at once: its own writes are exactly-once by a unique key or row locks
 * (`ON CONFLICT DO NOTHING`, `FOR UPDATE SKIP LOCKED`). The scheduler adds a per-gym advisory lock so
 * that normally only one process works on a gym at a time, but correctness never rests on it.
 */
export interface ScheduledJob {
  /** Short, stable, kebab-case: shown in logs and chosen with `npm run tenants -- run-jobs --job <name>`. */
  name: string;
  /** One line for the CLI's list. */
  description: string;
  /** Does the gym's due work as of `ctx.today()`; returns how many things it created or changed. */
  run(ctx: AreaContext): Promise<number>;
}

import { dayIsClosed, roleMay } from "@gym/contracts";
import { conflict } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { cashCloseRepository, dayLockKey, type Tx } from "./repository.ts";

/**
 * The closed-day lock (issue 25 §6, decision 0328): once a day is closed, a change to that day's money (a
 * receipt dated that day, an expense on that day, its edit or removal) is refused to the front desk with
 * a 409 "<date> is closed: ask a manager or the owner". A manager or the owner may: the change is recorded
 * by the audit trail like any write and the close shows it ("changed after close", the expected cash now).
 * The platform's own work (a scheduled posting, seeding: no role) is not refused either.
 *
 * Called by every service that writes money with a date: `receiveAll` (member-payments/receipts.ts, so
 * every receipt), the expense transactions' create/update/delete, and any later one (a receipt's void).
 * Inside `tx` it first takes the day's shared advisory lock, so a close of that day (which takes it
 * exclusively) either waits for this write and counts it, or commits first and this write sees it.
 * `locked`: the caller's own statement took those shared locks already (`dayLockKeys` with `dayLocksSql`, the
 * receipts' invoice counter: decision 0398); the closed days are then read by a later statement, which sees a
 * close that committed while the lock waited.
 */
export async function assertDaysOpen(
  ctx: AreaContext,
  days: readonly (string | null | undefined)[],
  tx?: Tx,
  { locked = false }: { locked?: boolean } = {},
) {
  const wanted = openDays(days);
  if (!wanted.length) return;
  const repo = cashCloseRepository(ctx);
  if (tx && !locked) for (const day of wanted) await repo.lockDay(tx, day, true);
  if (ctx.role === undefined || roleMay(ctx.role, "money_control")) return;
  const closed = await repo.closedAmong(wanted, tx);
  if (closed.length) throw conflict(dayIsClosed(closed[0]!));
}

/** The days of `days` a write locks, once each and in order (every writer takes them in the same order). */
function openDays(days: readonly (string | null | undefined)[]): string[] {
  return [...new Set(days.filter((d): d is string => !!d))].sort();
}

/** The lock keys of `days` for a statement that takes them itself (dayLocksSql), in assertDaysOpen's order. */
export function dayLockKeys(ctx: AreaContext, days: readonly (string | null | undefined)[]): string[] {
  return openDays(days).map((day) => dayLockKey(ctx.schema, day));
}

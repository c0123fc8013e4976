// The monthly view's first request after a write (issue 28 §3), for npm run bench's member-payments scenario.
import { loadavg } from "node:os";
import type pg from "pg";
import { qualified } from "../src/db/pool.ts";
import { ok, pgMs, sequential, withPostgresCpu } from "./sequential-requests.ts";

/**
 * 30 requests of the by-month view at `url`, each after a write that moves the change stamp, for each kind of
 * write; prints each kind's line and returns the view's own PostgreSQL ms per request, the largest of the kinds.
 * The bill it toggles is left as it was.
 */
export async function byMonthMisses(
  pool: pg.Pool,
  o: { schema: string; month: string; url: string; auth: Record<string, string>; say: (line: string) => void },
): Promise<number | null> {
  let worstPg: number | null = null;
  // The kept answers (decision 0380) make the plain rounds hits after the first request. Misses: a write before
  // each request moves the change stamp, so every request reads its page again. A member's phone edited names
  // nobody for the kept totals (decision 0406); a bill paid or unpaid names its member, so the kept months are
  // brought up to date too.
  const firstMember = `(SELECT min(id) FROM ${qualified(o.schema, "members")})`;
  const firstBill = `(SELECT min(id) FROM ${qualified(o.schema, "member_payments")} WHERE membership_month = '${o.month}'::date)`;
  const misses = {
    "a member's phone edited": `UPDATE ${qualified(o.schema, "members")} SET phone = phone WHERE id = ${firstMember}`,
    "a bill paid or unpaid": `UPDATE ${qualified(o.schema, "member_payments")}
       SET amount_paid = CASE WHEN amount_paid = 0 THEN amount_due ELSE 0 END WHERE id = ${firstBill}`,
  };
  // The bill's paid amount as it was: the toggles below write no receipt, and mark-paid's scenario comes after.
  const billBefore = await pool.query(
    `SELECT id, amount_paid FROM ${qualified(o.schema, "member_payments")} WHERE id = ${firstBill}`,
  );
  // The writes go through one connection of their own, so its backend's CPU is the writes' and the rest the
  // requests': the monthly view's goal is its own PostgreSQL time (a payment's is mark-paid's, measured after these in member-payments.ts).
  const writer = await pool.connect();
  try {
    const { rows } = await writer.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    for (const [write, sql] of Object.entries(misses)) {
      const missed = await withPostgresCpu(
        pool,
        30,
        () =>
          sequential(30, async () => {
            await writer.query(sql);
            return fetch(o.url, { headers: o.auth }).then((r) => ok(r, "by-month"));
          }),
        rows[0]!.pid,
      );
      if (missed.pgOwn !== null) worstPg = Math.max(worstPg ?? 0, missed.pgOwn);
      o.say(
        `  by-month after a write (${write}; every request a miss): app p50 ${missed.p50} / p95 ${missed.p95} ms, PostgreSQL ${pgMs(missed.pgOwn)} ms/request (with the write ${pgMs(missed.pg)}, the write alone ${pgMs(missed.pgWrite)}) | loadavg ${loadavg()
          .map((x) => x.toFixed(1))
          .join(" ")}`,
      );
    }
  } finally {
    writer.release();
  }
  await pool.query(`UPDATE ${qualified(o.schema, "member_payments")} SET amount_paid = $2 WHERE id = $1`, [
    billBefore.rows[0].id,
    billBefore.rows[0].amount_paid,
  ]);
  return worstPg;
}

// Where a miss of the monthly view goes, statement by statement (issue 28 §3): the statements one miss sends are
// captured (pg.Client, as test/member-payments/round-trips.test.ts counts them), then each is replayed `n` times on
// one connection of its own and its backend's CPU read from /proc/<pid>/schedstat (nanoseconds) around it. The
// statements of the bring-up's transaction are replayed inside BEGIN ... ROLLBACK after the same write, so every
// replay finds the same names waiting. Run from apps/api on a gym made by `bench/by-month-miss.ts setup`:
//
//   npx tsx bench/by-month-miss-statements.ts <database url> <schema> <member|paid> [n]
import { readFileSync, writeFileSync } from "node:fs";
import { DEFAULT_TIME_ZONE, monthStart, todayIn } from "@gym/contracts";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { qualified } from "../src/db/pool.ts";
import { systemClock } from "../src/lib/clock.ts";
import { gymContext } from "../src/modules/context.ts";
import { forgetKeptMonths } from "../src/modules/member-payments/tracking/month-cache.ts";
import { paymentsByMonth } from "../src/modules/member-payments/tracking/service.ts";

const [url, schema, kind = "paid", times = "200"] = process.argv.slice(2) as [string, string, string?, string?];
const n = Number(times);
const today = todayIn(DEFAULT_TIME_ZONE);
const month = monthStart(today);
const t = (name: string) => qualified(schema, name);
const write =
  kind === "member"
    ? `UPDATE ${t("members")} SET phone = phone WHERE id = (SELECT min(id) FROM ${t("members")})`
    : `UPDATE ${t("member_payments")} SET amount_paid = CASE WHEN amount_paid = 0 THEN amount_due ELSE 0 END
        WHERE id = (SELECT p.id FROM ${t("member_payments")} p WHERE p.membership_month = '${month}'
                     ORDER BY p.member_id LIMIT 1)`;

const db = openDatabase(url, { poolSize: 4, tenantCacheSize: 4 });
const ctx = gymContext(db.tenants.get(schema), { schema, timeZone: DEFAULT_TIME_ZONE }, "", systemClock);
const query = { page: 1, page_size: 100, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
await paymentsByMonth(ctx, query as never, "Bench");

// One miss, its statements captured.
await db.pool.query(write);
forgetKeptMonths();
const sent: { text: string; values: unknown[] }[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const a = args[0] as string | { text?: string; values?: unknown[] };
  const text = typeof a === "string" ? a : (a?.text ?? "");
  const values = (typeof a === "string" ? args[1] : a?.values) as unknown[] | undefined;
  sent.push({ text, values: values ?? [] });
  return (original as (...x: unknown[]) => unknown).apply(this, args);
} as typeof original;
await paymentsByMonth(ctx, query as never, "Bench");
pg.Client.prototype.query = original;
await db.close();
if (process.env.DUMP) writeFileSync(process.env.DUMP, JSON.stringify(sent, null, 1));

const client = new pg.Client({ connectionString: url });
await client.connect();
const pid = (await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
const inTx = sent.some((s) => s.text.startsWith("BEGIN"));
/**
 * Replayed after the write, so they find its name waiting: the kept-totals check (the plain read), the lock, the
 * bring-up and the totals read.
 */
const transactional = (text: string) =>
  /pg_advisory_xact_lock|monthly_view_dirty"? RETURNING|monthly_view_groups"? g WHERE g\.month/.test(text);
const label = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 70);
const costs = new Map<string, number>();
const add = (key: string, ns: number) => costs.set(key, (costs.get(key) ?? 0) + ns);
for (let i = 0; i < n; i++) {
  for (const s of sent) {
    if (/^(BEGIN|COMMIT)/.test(s.text)) continue;
    if (inTx && transactional(s.text)) continue;
    const before = cpuNs();
    await client.query(s.text, s.values);
    add(label(s.text), cpuNs() - before);
  }
  // The bring-up's transaction after the same write, rolled back: BEGIN, the write, then each of its statements.
  if (inTx) {
    let before = cpuNs();
    await client.query("BEGIN");
    add("BEGIN", cpuNs() - before);
    await client.query(write);
    for (const s of sent) {
      if (!transactional(s.text) || /^(BEGIN|COMMIT)/.test(s.text)) continue;
      before = cpuNs();
      await client.query(s.text, s.values);
      add(label(s.text), cpuNs() - before);
    }
    before = cpuNs();
    await client.query("ROLLBACK");
    add("ROLLBACK (for COMMIT)", cpuNs() - before);
  }
}
// The write itself, alone (committed, as the bench's).
const before = cpuNs();
for (let i = 0; i < n; i++) await client.query(write);
add(`the write: ${label(write)}`, cpuNs() - before);
// Planning and execution of each, from EXPLAIN ANALYZE (the last of five), in a rolled-back transaction.
process.stdout.write(`${sent.length} statements in one miss (${kind} write), ${n} replays each:\n`);
let total = 0;
for (const [key, ns] of costs) {
  total += ns / n;
  process.stdout.write(`  ${(ns / n / 1e6).toFixed(3)} ms  ${key}\n`);
}
process.stdout.write(`  ${(total / 1e6).toFixed(3)} ms  in all\n`);
await client.query("BEGIN");
await client.query(write);
for (const s of sent) {
  if (/^(BEGIN|COMMIT)/.test(s.text)) continue;
  let last = "";
  for (let i = 0; i < 5; i++) {
    await client.query("SAVEPOINT e");
    const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    await client.query("ROLLBACK TO SAVEPOINT e");
    const lines = r.rows.map((x) => x["QUERY PLAN"] as string);
    last = lines.filter((l) => /Planning Time|Execution Time/.test(l)).join(", ");
  }
  process.stdout.write(`  EXPLAIN ${label(s.text)}: ${last}\n`);
}
await client.query("ROLLBACK");
await client.end();
process.exit(0);

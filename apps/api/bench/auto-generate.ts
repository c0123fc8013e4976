// Auto-generate at 10,000 members (issue 23, decision 0292): the one set-based statement the app runs
// (`insertNextBills`) next to the way it was made before (every member's chain read into Node, the
// contracts' `nextBills` there through `chainBills`, then one insert of the bills), on the same members,
// interleaved, each run's bills deleted before the next. `npm run bench` (or BENCH_ONLY=auto-generate).
import { addMonthsTo, DEFAULT_TIME_ZONE, monthStart } from "@gym/contracts";
import type pg from "pg";
import { createPool, qualified, quoteIdent } from "../src/db/pool.ts";
import type { TenantDb } from "../src/db/tenant-clients.ts";
import { systemClock } from "../src/lib/clock.ts";
import { gymContext } from "../src/modules/context.ts";
import { chainBills } from "../src/modules/member-payments/chain.ts";
import { chainRepository } from "../src/modules/member-payments/chain-repository.ts";
import { memberPaymentsRepository } from "../src/modules/member-payments/payments/repository.ts";

interface Options {
  url: string;
  /** A gym without members of its own: the bench gym's members are copied into it. */
  schema: string;
  from: string;
  today: string;
  rounds: number;
  say: (line: string) => void;
}

/**
 * Copies the bench gym's 10,000 members and gives them chains of every kind: a third on catalogue plans
 * (30, 90 or 45 days, one with an admission fee), paid through a day from 60 days back to 20 ahead (lapsed,
 * due this month, paid ahead), one in ten a joiner with nothing paid, each with last month's settled bill.
 */
async function prepare(pool: pg.Pool, o: Options) {
  const t = (name: string) => qualified(o.schema, name);
  const month = monthStart(o.today);
  // Through JSON: each gym has its own enum types (gender, status), so a plain SELECT * does not cast.
  await pool.query(
    `INSERT INTO ${t("members")} SELECT (json_populate_record(NULL::${t("members")}, to_json(m))).*
       FROM ${qualified(o.from, "members")} m`,
  );
  await pool.query(
    `INSERT INTO ${t("membership_plans")} (name, duration_months, duration_days, price, admission_fee, gst_included)
     VALUES ('Monthly', 1, 30, 1200, NULL, TRUE), ('Quarterly', 3, 90, 3300, 500, TRUE), ('45 days', NULL, 45, 1700, NULL, FALSE)`,
  );
  await pool.query(
    `UPDATE ${t("members")} m
        SET plan_amount = 1000 + (m.id % 5) * 500,
            plan_id = CASE WHEN m.id % 3 = 0 THEN (SELECT id FROM ${t("membership_plans")} ORDER BY id OFFSET (m.id / 3) % 3 LIMIT 1) END,
            paid_through = CASE WHEN m.id % 10 = 0 THEN NULL ELSE $1::date - (m.id % 81) + 20 END,
            renewal_date = CASE WHEN m.id % 10 = 0 THEN m.renewal_date ELSE $1::date - (m.id % 81) + 20 END,
            joining_date = CASE WHEN m.id % 10 = 0 THEN $1::date - (m.id % 20) ELSE $1::date - 400 END`,
    [o.today],
  );
  await pool.query(
    `INSERT INTO ${t("member_payments")}
       (member_id, membership_month, amount_due, amount_paid, due_date, reference_number, period_from, period_to)
     SELECT m.id, $1::date, m.plan_amount, m.plan_amount, $1::date + 4, 'PAY' || m.id || to_char($1::date, 'YYYYMM'),
            m.paid_through - 29, m.paid_through
       FROM ${t("members")} m WHERE m.paid_through IS NOT NULL`,
    [addMonthsTo(month, -1)],
  );
  await pool.query(`VACUUM ANALYZE ${quoteIdent(o.schema)}.members, ${quoteIdent(o.schema)}.member_payments`);
}

export async function benchAutoGenerate(o: Options): Promise<string> {
  // The product's pool and session settings (decision 0381: no JIT): the statement as the app's sessions run it.
  const pool = createPool(o.url, 2);
  const bare = {
    $queryRawUnsafe: async (sql: string, ...params: unknown[]) => (await pool.query(sql, params)).rows,
  } as unknown as TenantDb;
  const ctx = gymContext(bare, { schema: o.schema, timeZone: DEFAULT_TIME_ZONE }, "", systemClock);
  const month = monthStart(o.today);
  const payments = qualified(o.schema, "member_payments");
  try {
    await prepare(pool, o);
    const members = (await pool.query(`SELECT count(*)::int AS n FROM ${qualified(o.schema, "members")}`)).rows[0]
      .n as number;
    const chains = chainRepository(ctx);
    /** Before decision 0292: the chains read into Node, `nextBills` there, one insert. */
    const inNode = async () => {
      const due = (await chains.chains(o.today, null)).filter(
        (c) => c.status !== "SUSPENDED" && c.amount !== null && c.open_bills === 0,
      );
      const bills = due
        .flatMap((c) => chainBills(c, [c.amount!]))
        .filter((b) => b.month <= month)
        .map(({ bill: _, ...row }) => row);
      return (await memberPaymentsRepository(ctx).insertMany(bare, bills)).length;
    };
    const inSql = async () => (await chains.insertNextBills(o.today, month)).created;
    const before = (await pool.query(`SELECT max(id)::int AS n FROM ${payments}`)).rows[0].n as number;
    const undo = () => pool.query(`DELETE FROM ${payments} WHERE id > $1`, [before]);
    const node: number[] = [];
    const sql: number[] = [];
    let made = 0;
    for (let round = 0; round <= o.rounds; round++) {
      for (const [run, times] of [
        [inNode, node],
        [inSql, sql],
      ] as const) {
        const t = performance.now();
        const n = await run();
        const ms = performance.now() - t;
        await undo();
        if (made && n !== made) throw new Error(`auto-generate made ${n} bills, not ${made}`);
        made = n;
        if (round > 0) times.push(ms); // round 0 warms the JIT, the pool and the caches
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const row = `| auto-generate, ${members.toLocaleString("en-IN")} members, ${made.toLocaleString("en-IN")} bills made (median of ${o.rounds}) | ${median(sql).toFixed(0)} ms | ${median(node).toFixed(0)} ms | ${(median(node) / median(sql)).toFixed(1)}× |`;
    const table = [
      "| scenario | one statement (decision 0292) | chains in Node + nextBills + insert (before) | faster |",
      "| --- | --- | --- | --- |",
      row,
    ].join("\n");
    o.say(`\n${table}\n`);
    return table;
  } finally {
    await pool.end();
  }
}

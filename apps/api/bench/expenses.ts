// The expenses scenario of `npm run bench` (issue 9 ¶8): 100,000 transactions in one gym; the This Year
// summary and a filtered page of the ledger, through the app and through the same SQL on bare `pg`, at
// 32 connections and single-user. run.ts calls expensesBench once; bare.ts mounts expensesBareRoutes.
import { type ListTransactionsQuery, listTransactionsQuery, reportQuickRange, todayIn } from "@gym/contracts";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { qualified, quoteIdent } from "../src/db/pool.ts";
import type { AreaContext } from "../src/modules/context.ts";
import { expenseSummary } from "../src/modules/expenses/reports/service.ts";
import { listTransactions } from "../src/modules/expenses/transactions/service.ts";
import { type BenchRow, measure } from "./measure.ts";

export const BENCH_TRANSACTIONS = 100_000;

const CATEGORIES: [string, string, boolean][] = [
  ["Rent", "RENT", false],
  ["Trainer Salaries", "TRAINER_SALARY", false],
  ["Electricity", "UTILITIES", false],
  ["Equipment", "EQUIPMENT", false],
  ["Maintenance", "MAINTENANCE", false],
  ["Marketing", "MARKETING", false],
  ["Insurance", "INSURANCE", false],
  ["Misc", "OTHER", false],
  ["Shop Sales", "OTHER", true],
  ["Personal Training", "OTHER", true],
];

/** 100,000 ledger rows over the last two years in one INSERT ... SELECT, then VACUUM ANALYZE. */
async function insertTransactions(databaseUrl: string, schema: string, today: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cats = qualified(schema, "expense_categories");
    const ids: number[] = [];
    for (const [name, type, income] of CATEGORIES) {
      const r = await client.query(
        `INSERT INTO ${cats} (name, category_type, is_income) VALUES ($1, $2::text::${qualified(schema, "expense_category_type")}, $3) RETURNING id`,
        [name, type, income],
      );
      ids.push(r.rows[0].id);
    }
    await client.query(
      `INSERT INTO ${qualified(schema, "expense_transactions")}
         (category_id, title, description, amount, transaction_type, payment_method, transaction_date, reference_number)
       SELECT c.id, 'Bench ' || c.name || ' #' || g, '', round((100 + (g * 7919) % 50000)::numeric / 1.7, 2),
              CASE WHEN c.is_income THEN 'INCOME' ELSE 'EXPENSE' END::${qualified(schema, "expense_transaction_type")},
              (ARRAY['CASH','UPI','CARD','BANK_TRANSFER'])[1 + g % 4]::${qualified(schema, "member_payment_method")},
              $2::date - (g % 730), 'REF' || g
         FROM generate_series(1, $1::int) AS g
         JOIN ${cats} c ON c.id = ($3::int[])[1 + g % ${CATEGORIES.length}]`,
      [BENCH_TRANSACTIONS, today, ids],
    );
    await client.query(`VACUUM ANALYZE ${quoteIdent(schema)}.expense_transactions`);
    return ids[0]!;
  } finally {
    await client.end();
  }
}

/** The two scenarios' queries: This Year, and page 2 of one expense category over the last 90 days. */
function queries(today: string, category: number) {
  const year = reportQuickRange("year", today);
  const list = new URLSearchParams({
    start_date: addDays(today, -90),
    end_date: today,
    transaction_type: "expense",
    category: String(category),
    page: "2",
    page_size: "50",
  });
  return { summary: `start_date=${year.start_date}&end_date=${year.end_date}`, list: list.toString() };
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The bare comparison's routes (mounted by bare.ts): the services' exact SQL through plain `pg`. */
export function expensesBareRoutes(app: FastifyInstance, ctx: AreaContext): void {
  app.get("/bare/expenses/summary", async (request) => {
    const q = request.query as { start_date?: string; end_date?: string };
    return { success: true, summary: await expenseSummary(ctx, q) };
  });
  app.get("/bare/expenses/transactions", async (request) => {
    const q = listTransactionsQuery.parse(request.query) as ListTransactionsQuery;
    return { success: true, ...(await listTransactions(ctx, q)) };
  });
}

/**
 * Inserts the data, checks both servers agree, then measures each scenario at 32 connections and with
 * one connection (the single-user p95). Returns rows for run.ts's table.
 */
export async function expensesBench(o: {
  databaseUrl: string;
  schema: string;
  appBase: string;
  bareBase: string;
  auth: Record<string, string>;
  seconds: number;
  say: (line: string) => void;
}): Promise<BenchRow[]> {
  const today = todayIn("Asia/Kolkata");
  const t = performance.now();
  const category = await insertTransactions(o.databaseUrl, o.schema, today);
  o.say(
    `expenses: ${BENCH_TRANSACTIONS.toLocaleString("en-IN")} transactions inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const q = queries(today, category);
  const scenarios = [
    {
      name: "expenses: This Year summary",
      app: `/api/expenses/summary?${q.summary}`,
      bare: `/bare/expenses/summary?${q.summary}`,
    },
    {
      name: "expenses: filtered transactions page",
      app: `/api/expenses/transactions/?${q.list}`,
      bare: `/bare/expenses/transactions?${q.list}`,
    },
  ];
  const rows: BenchRow[] = [];
  for (const s of scenarios) {
    const [a, b] = await Promise.all([fetch(o.appBase + s.app, { headers: o.auth }), fetch(o.bareBase + s.bare)]);
    type Answer = { summary?: unknown; transactions?: unknown };
    const [ja, jb] = [(await a.json()) as Answer, (await b.json()) as Answer];
    if (a.status !== 200 || b.status !== 200) throw new Error(`${s.name}: ${a.status} / ${b.status}`);
    if (JSON.stringify(ja.summary ?? ja.transactions) !== JSON.stringify(jb.summary ?? jb.transactions))
      throw new Error(`${s.name}: the app and the bare route disagree`);
    for (const connections of [32, 1]) {
      await measure(o.appBase + s.app, o.auth, 1, connections);
      const app = await measure(o.appBase + s.app, o.auth, o.seconds, connections);
      await measure(o.bareBase + s.bare, {}, 1, connections);
      const bare = await measure(o.bareBase + s.bare, {}, o.seconds, connections);
      const name = `${s.name} (100,000 transactions, ${connections === 1 ? "single user" : "32 connections"})`;
      rows.push({ name, app, bare });
      o.say(
        `${name}: app ${app.rps.toFixed(0)} req/s p50 ${app.p50} ms p95 ${app.p95} ms | bare pg ${bare.rps.toFixed(0)} req/s p95 ${bare.p95} ms`,
      );
    }
  }
  return rows;
}

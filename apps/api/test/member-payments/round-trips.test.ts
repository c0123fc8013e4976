import { addMonthsTo } from "@gym/contracts";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { countRows, createPayment, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

// Issue 28 §3 (decisions 0395, 0398): on a loaded machine every round trip of mark-paid waits for a core, so their
// number is what the request costs. Counted on pg.Client (Prisma's adapter and the plain reads both use it).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

/** The statements sent while `run` runs (whitespace folded; `whole` keeps each one's text and values), and its answer. */
async function statementsOf<T>(
  run: () => Promise<T>,
): Promise<{ sent: string[]; whole: { text: string; values: unknown[] }[]; result: T }> {
  const sent: string[] = [];
  const whole: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = typeof args[0] === "string" ? { text: args[0] } : (args[0] as { text?: string; values?: unknown[] });
    const text = config?.text ?? "";
    const values = (Array.isArray(args[1]) ? args[1] : config?.values) ?? [];
    sent.push(text.replace(/\s+/g, " ").trim());
    whole.push({ text, values });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { sent, whole, result: await run() };
  } finally {
    pg.Client.prototype.query = query;
  }
}

async function openBill(gym: TestGym): Promise<number> {
  const [member] = await membersWithPlan(ctx, gym, ["1500"]);
  const month = addMonthsTo("2026-12-13", 1).slice(0, 7);
  const res = await createPayment(ctx, gym, { member_id: member, membership_month: month });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment.id as number;
}

describe("mark-paid's round trips", () => {
  it("the owner's mark-paid (receipt, invoice number, ledger row, renewal) sends at most 9 statements, the receipt, its ledger row and the record's paid amount in one", async () => {
    ctx.clock.pin(gymInstant("2026-12-13"));
    const gym = await createGym(ctx, "mpay_trips");
    // A first payment warms the process (sessions, settings), as on a desk that has taken money today.
    await markPaid(ctx, gym, await openBill(gym), { payment_method: "CASH" });
    const id = await openBill(gym);
    const { sent, result } = await statementsOf(() => markPaid(ctx, gym, id, { payment_method: "UPI" }));
    expect(result.statusCode, result.body).toBe(200);
    const listed = sent.map((s) => s.slice(0, 80)).join("\n");
    // Before decision 0398 the day lock, the invoice counter, the receipts and the ledger rows were four statements.
    const dayLocks = sent.filter((s) => s.includes("pg_advisory_xact_lock_shared"));
    expect(dayLocks, listed).toHaveLength(1);
    expect(dayLocks[0]).toContain("invoice_counters");
    const ledger = sent.filter((s) => /INSERT INTO \S*expense_transactions/.test(s));
    expect(ledger, listed).toHaveLength(1);
    expect(ledger[0]).toMatch(/INSERT INTO \S*payment_receipts/);
    expect(ledger[0]).toMatch(/UPDATE \S*member_payments/);
    // BEGIN, the locks, the days and the counter, the receipt with its ledger row and record, the member's dates
    // read and written, COMMIT, and the answer's two reads side by side.
    expect(sent.length, listed).toBeLessThanOrEqual(9);
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(2);
    expect(await countRows(ctx, gym, "expense_transactions", "receipt_id IS NOT NULL")).toBe(2);
  });
});

describe("the monthly view's first read after a write", () => {
  /** A gym whose three kept months (November, December, January) are built, and a way to ask for one. */
  async function keptGym(name: string) {
    ctx.clock.pin(gymInstant("2026-12-13"));
    const gym = await createGym(ctx, name);
    const members = await membersWithPlan(ctx, gym, ["1500", "2000", "2500"]);
    const view = (month: number) => call(ctx, gym, "GET", `${PAYMENTS}/by-month/?year=2026&month=${month}`);
    for (const month of [11, 12, 1]) expect((await view(month)).statusCode).toBe(200);
    return { gym, members, view };
  }

  it("brings the kept months up to date in one statement after the lock, whatever the number of kept months (decisions 0397, 0406)", async () => {
    const { gym, members, view } = await keptGym("mpay_miss");
    await ctx.db.pool.query(
      `UPDATE ${qualified(gym.schema, "members")} SET renewal_date = renewal_date + 1 WHERE id = $1`,
      [members[0]],
    );
    const { sent, result } = await statementsOf(() => view(12));
    expect(result.statusCode, result.body).toBe(200);
    const listed = sent.map((s) => s.slice(0, 80)).join("\n");
    const taking = sent.filter((s) => /DELETE FROM \S*monthly_view_dirty/.test(s));
    expect(taking, listed).toHaveLength(1);
    expect(
      sent.filter((s) => /INSERT INTO \S*monthly_view_groups/.test(s)),
      listed,
    ).toEqual(taking);
    // The stamp (which saw the member waiting, so no kept-totals check is sent: decision 0406), BEGIN, the lock, the
    // recompute, the totals, COMMIT, the page.
    expect(sent.length, listed).toBeLessThanOrEqual(7);
  });

  it("a member's name or phone edited names nobody for the kept months: the stamp, the kept totals, the page (decision 0406)", async () => {
    const { gym, members, view } = await keptGym("mpay_miss_phone");
    expect(await countRows(ctx, gym, "monthly_view_dirty")).toBe(0);
    await ctx.db.pool.query(
      `UPDATE ${qualified(gym.schema, "members")} SET phone = '9' || phone, first_name = first_name || 'a' WHERE id = $1`,
      [members[1]],
    );
    expect(await countRows(ctx, gym, "monthly_view_dirty")).toBe(0);
    const { sent, result } = await statementsOf(() => view(12));
    expect(result.statusCode, result.body).toBe(200);
    const listed = sent.map((s) => s.slice(0, 80)).join("\n");
    // The page shows the new name: the stamp moved, so the page is read again.
    expect(result.body).toContain(`${await memberName(gym, members[1]!)}`);
    expect(
      sent.filter((s) => /\b(BEGIN|INSERT|UPDATE|DELETE)\b/i.test(s)),
      listed,
    ).toEqual([]);
    expect(sent.length, listed).toBeLessThanOrEqual(3);
  });
});

describe("what the kept months read of members (decision 0406)", () => {
  // An update of members names a member for the kept months only when status, archived_at or renewal_date changed
  // (migration 20261208090000_monthly_view_member_facts). A column the bring-up starts to read must join that list,
  // or an edit of it alone leaves the kept totals stale: PostgreSQL's own plan of the bring-up says what it reads.
  const NAMED_BY_THE_TRIGGER = ["archived_at", "id", "renewal_date", "status"];

  it("the bring-up reads no column of members that the update trigger does not name", async () => {
    ctx.clock.pin(gymInstant("2026-12-13"));
    const gym = await createGym(ctx, "mpay_facts_cols");
    const members = await membersWithPlan(ctx, gym, ["1500", "2000"]);
    const view = (month: number) => call(ctx, gym, "GET", `${PAYMENTS}/by-month/?year=2026&month=${month}`);
    for (const month of [11, 12, 1]) expect((await view(month)).statusCode).toBe(200);
    await ctx.db.pool.query(
      `UPDATE ${qualified(gym.schema, "members")} SET renewal_date = renewal_date + 1 WHERE id = $1`,
      [members[0]],
    );
    const { whole, result } = await statementsOf(() => view(12));
    expect(result.statusCode, result.body).toBe(200);
    const bringUp = whole.filter((s) => /INSERT INTO \S*monthly_view_groups/.test(s.text));
    expect(bringUp).toHaveLength(1);
    const { rows } = await ctx.db.pool.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (VERBOSE, COSTS OFF) ${bringUp[0]!.text}`,
      bringUp[0]!.values as unknown[],
    );
    const lines = rows.map((r) => r["QUERY PLAN"]);
    const plan = lines.join("\n");
    const scans = /Scan(?: using \S+)? on \S*\bmembers (\w+)/;
    const aliases = lines.flatMap((line) => line.match(scans)?.[1] ?? []);
    expect(aliases.length, plan).toBeGreaterThan(0);
    // A scan's own Output line may list every column (PostgreSQL hands whole rows up when it can); the nodes above
    // it, its filter and its index conditions name what the statement uses.
    const used = lines.filter((line, i) => !(line.trim().startsWith("Output:") && scans.test(lines[i - 1] ?? "")));
    const read = new Set<string>();
    for (const alias of aliases) {
      for (const m of used.join("\n").matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, "g"))) read.add(m[1]!);
    }
    expect([...read], plan).toContain("renewal_date");
    expect(
      [...read].filter((column) => !NAMED_BY_THE_TRIGGER.includes(column)),
      plan,
    ).toEqual([]);
  });
});

async function memberName(gym: TestGym, id: number): Promise<string> {
  const { rows } = await ctx.db.pool.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return rows[0]!.name;
}

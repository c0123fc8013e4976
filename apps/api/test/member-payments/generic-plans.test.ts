import { addMonthsTo, DEFAULT_TIME_ZONE } from "@gym/contracts";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withGenericPlans } from "../../src/db/kept-plans.ts";
import { createPool } from "../../src/db/pool.ts";
import { TenantRouter } from "../../src/db/tenant-router.ts";
import { type AreaContext, gymContext } from "../../src/modules/context.ts";
import type { Tx } from "../../src/modules/member-payments/payments/repository.ts";
import { markPaid } from "../../src/modules/member-payments/payments/service.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { countRows, createPayment, membersWithPlan } from "../support/member-payments.ts";

/**
 * Decision 0414: a money transaction (receipts.ts `inTx`) plans its kept statements generically from their first
 * call, with the transaction-local setting sent with its BEGIN; nothing else on the connection sees it. On a pool of
 * one connection on the server itself, so every statement meets the same backend.
 */
let ctx: TestContext;
let gym: TestGym;
const routers: TenantRouter[] = [];
const pools: pg.Pool[] = [];

/** A gym's handle on a pool of one connection that keeps plans (or not). */
function oneConnection(keepPlans: boolean) {
  const pool = createPool(inject("directDatabaseUrl"), 1, 0, keepPlans);
  const router = new TenantRouter(pool, ctx.clock);
  pools.push(pool);
  routers.push(router);
  return router.handle(gym.schema);
}

async function openBill(): Promise<number> {
  const [member] = await membersWithPlan(ctx, gym, ["1500"]);
  const res = await createPayment(ctx, gym, {
    member_id: member,
    membership_month: addMonthsTo("2026-12-13", 1).slice(0, 7),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment.id as number;
}

const planMode = async (db: Pick<Tx, "$queryRawUnsafe">) =>
  (await db.$queryRawUnsafe<{ plan_cache_mode: string }[]>("SHOW plan_cache_mode"))[0]?.plan_cache_mode;
const modeInTransaction = (db: ReturnType<typeof oneConnection>) => db.$transaction((tx) => planMode(tx));

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13"));
  gym = await createGym(ctx, "generic_plans");
});
afterAll(async () => {
  for (const router of routers) await router.disconnect();
  await Promise.all(pools.map((p) => p.end()));
  await ctx.close();
});

describe("money transactions' generic plans", () => {
  it("mark-paid's kept statements are planned generically from the first payment, never for their values", async () => {
    const db = oneConnection(true);
    const area: AreaContext = {
      ...gymContext(db, { schema: gym.schema, timeZone: DEFAULT_TIME_ZONE }, "", ctx.clock),
      role: "OWNER",
    };
    for (let i = 0; i < 2; i++) await markPaid(area, await openBill(), { payment_method: "UPI" }, "Gym");
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(2);
    const kept = await db.$queryRawUnsafe<{ statement: string; generic_plans: number; custom_plans: number }[]>(
      `SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name LIKE 'kept_%'`,
    );
    const of = (pattern: RegExp) => kept.filter((k) => pattern.test(k.statement));
    // The locks, the invoice counter, the receipt with its ledger row, the member's dates read and written.
    for (const pattern of [
      /FOR UPDATE OF p/,
      /invoice_counters/,
      /INSERT INTO \S*payment_receipts/,
      /paid_through = u/,
    ]) {
      expect(of(pattern), pattern.source).toEqual([expect.objectContaining({ custom_plans: 0, generic_plans: 2 })]);
    }
    expect(of(/AS renewal_date/)).toEqual([expect.objectContaining({ custom_plans: 0 })]);
    // Outside the money transaction the connection plans as PostgreSQL chooses.
    expect(await planMode(db)).toBe("auto");
  });

  it("is sent with the BEGIN of a transaction started in withGenericPlans only, and ends with it", async () => {
    const db = oneConnection(true);
    expect(await withGenericPlans(() => modeInTransaction(db))).toBe("force_generic_plan");
    expect(await modeInTransaction(db)).toBe("auto");
    expect(await planMode(db)).toBe("auto");
  });

  it("is not sent where the connections keep no plans (DATABASE_PREPARED_STATEMENTS=off): a generic plan each time would cost as much", async () => {
    const db = oneConnection(false);
    expect(await withGenericPlans(() => modeInTransaction(db))).toBe("auto");
  });
});

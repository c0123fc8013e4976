import { expect } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";

// The plan catalogue's helpers (issue 23 §4, decision 0290), shared by test/plans/*.test.ts.

export const PLANS = "/api/members/plans/";

/** A plan made through the API (200 expected); its id and the charges it answers. */
export async function createPlan(ctx: TestContext, gym: TestGym, body: object) {
  const res = await call(ctx, gym, "POST", PLANS, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().plan as { id: number; amount: string; admission_amount: string | null };
}

// Names every registered member apart within a worker's run (a gym's usernames and emails are unique).
let people = 0;

/** Add New Member (POST register/) with a valid member's fields, `over` on top; the response, unchecked. */
export async function registerMember(ctx: TestContext, gym: TestGym, over: object) {
  people += 1;
  return call(ctx, gym, "POST", "/api/android/member/register/", {
    username: `ravi${people}`,
    password: "S3cret-pass",
    email: `ravi${people}@example.com`,
    first_name: "Ravi",
    last_name: `Kumar${people}`,
    phone: "9876543210",
    date_of_birth: "1990-05-01",
    gender: "M",
    ...over,
  });
}

/** A member's plan, amount and dates as the row holds them. */
export async function memberPlanRow(ctx: TestContext, gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT plan_id, plan_name, plan_amount::text AS plan_amount, to_char(renewal_date, 'YYYY-MM-DD') AS renewal,
            to_char(paid_through, 'YYYY-MM-DD') AS paid_through
       FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return rows[0] as {
    plan_id: number | null;
    plan_name: string | null;
    plan_amount: string | null;
    renewal: string;
    paid_through: string | null;
  };
}

import { GST_RATE_INVALID, GYM_PHONE_INVALID } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call, post } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { EXPENSES, insertCategory } from "../support/expenses.ts";
import { countRows, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";
import { CREATE_POST } from "../support/posts.ts";

/**
 * The wrong JSON types issue 21 §5c reproduced, each refused and read back to show nothing was stored
 * (decision 0200); and the text wires (multipart, query) still read numbers and yes/no from text.
 * fuzz-json-types.test.ts sends the same kinds of values to every field of every endpoint.
 */
let ctx: TestContext;
let gym: TestGym;
let member: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "jsontypes");
  member = (await membersWithPlan(ctx, gym, ["1500.00"]))[0]!;
});
afterAll(() => ctx.close());

/** A JSON body as raw text, so a client's `1e309` reaches the server as written. */
const raw = (method: "POST" | "PUT", url: string, body: string) =>
  ctx.app.inject({ method, url, headers: { ...gym.auth, "content-type": "application/json" }, payload: body });

const expectRefused = (res: { statusCode: number; json(): unknown; body: string }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { success: boolean; errors?: Record<string, string> };
  expect(body.success).toBe(false);
  expect(Object.keys(body.errors ?? {}).filter((k) => k === field || k.startsWith(`${field}.`))).not.toEqual([]);
};

describe("a JSON body's types are its own: never coerced", () => {
  it("member_id true (or [1]) records nothing against member 1", async () => {
    expect(member).toBe(1);
    for (const member_id of [true, [1], "1abc", { id: 1 }]) {
      const res = await call(ctx, gym, "POST", `${PAYMENTS}/create-by-member/`, { member_id, amount_paid: 100 });
      expectRefused(res, "member_id");
    }
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [1])).toBe(0);
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(0);
    expect(await countRows(ctx, gym, "expense_transactions")).toBe(0);
  });

  it("a recurring expense's category true lands in no category", async () => {
    const before = await countRows(ctx, gym, "recurring_expenses");
    for (const category of [true, false, [1], {}]) {
      const res = await call(ctx, gym, "POST", `${EXPENSES}/recurring/create/`, {
        category,
        name: "Rent",
        amount: 100,
      });
      expectRefused(res, "category");
    }
    expect(await countRows(ctx, gym, "recurring_expenses")).toBe(before);
  });

  it("gst_rate [] or true is refused and the stored rate stays; 1e309 too", async () => {
    const save = (body: object) => call(ctx, gym, "PUT", `${EXPENSES}/payment-settings/update/`, body);
    expect((await save({ gst_rate: "12.5" })).statusCode).toBe(200);
    for (const gst_rate of [[], true, false, {}, [12]]) {
      const res = await save({ gst_rate });
      expectRefused(res, "gst_rate");
      expect(res.json().error).toBe(GST_RATE_INVALID);
    }
    expectRefused(await raw("PUT", `${EXPENSES}/payment-settings/update/`, '{"gst_rate": 1e309}'), "gst_rate");
    expect(await storedSettings()).toMatchObject({ gst_rate: "12.50" });
  });

  it("gym_phone must be a phone; blank, null or absent means not set, as the document says", async () => {
    const save = (body: object) => call(ctx, gym, "PUT", `${EXPENSES}/payment-settings/update/`, body);
    expect((await save({ gym_phone: "080 4123 4567" })).statusCode).toBe(200);
    expect(await storedSettings()).toMatchObject({ gym_phone: "080 4123 4567" });
    for (const gym_phone of ["2026-02-30", "12345", true, 8041234567, []]) {
      const res = await save({ gym_phone });
      expectRefused(res, "gym_phone");
      expect(res.json().error).toBe(GYM_PHONE_INVALID);
    }
    expect(await storedSettings()).toMatchObject({ gym_phone: "080 4123 4567" });
    for (const body of [{ gym_phone: "  " }, { gym_phone: null }, {}]) {
      await save({ gym_phone: "9876543210" });
      expect((await save(body)).statusCode, JSON.stringify(body)).toBe(200);
      expect(await storedSettings(), JSON.stringify(body)).toMatchObject({ gym_phone: "" });
    }
    const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json();
    const body = doc.paths["/api/expenses/payment-settings/update/"].put.requestBody.content["application/json"].schema;
    expect(body.required ?? []).not.toContain("gym_phone");
  });

  it("post tags {} or 1e309 are refused, never stored as '[object Object]' or 'Infinity'", async () => {
    const before = await countRows(ctx, gym, "posts");
    for (const tags of [{}, { a: 1 }, true, 7, [true], [{}]]) {
      expectRefused(await call(ctx, gym, "POST", CREATE_POST, { title: "Tagged", tags }), "tags");
    }
    expectRefused(await raw("POST", CREATE_POST, '{"title": "Tagged", "tags": 1e309}'), "tags");
    expectRefused(await raw("POST", CREATE_POST, '{"title": "Tagged", "tags": [1e309]}'), "tags");
    expect(await countRows(ctx, gym, "posts")).toBe(before);
    const res = await call(ctx, gym, "POST", CREATE_POST, { title: "Tagged", tags: ["core", " plank "] });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await ctx.db.pool.query(`SELECT tags FROM ${qualified(gym.schema, "posts")} WHERE id = $1`, [
      res.json().post.id,
    ]);
    expect(stored.rows[0]).toEqual({ tags: "core, plank" });
  });
});

describe("text wires keep reading text", () => {
  it("a multipart form's numbers and yes/no are read from their text", async () => {
    const category = await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" });
    const res = await post(ctx, gym, "/api/gym-posts/categories/create/", {
      name: "Form",
      display_order: " 7 ",
      is_active: "false",
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await ctx.db.pool.query(
      `SELECT display_order, is_active FROM ${qualified(gym.schema, "post_categories")} WHERE id = $1`,
      [res.json().category.id],
    );
    expect(row.rows[0]).toEqual({ display_order: 7, is_active: false });
    // The documented clients also send numbers as text in JSON (decision 0200): still read.
    const tx = await call(ctx, gym, "POST", `${EXPENSES}/transactions/create/`, {
      category: String(category),
      title: "Text figures",
      amount: "250.50",
    });
    expect(tx.statusCode, tx.body).toBe(200);
    const stored = await ctx.db.pool.query(
      `SELECT category_id, amount::text AS amount FROM ${qualified(gym.schema, "expense_transactions")} WHERE id = $1`,
      [tx.json().transaction.id],
    );
    expect(stored.rows[0]).toEqual({ category_id: category, amount: "250.50" });
  });

  it("a query's numbers and yes/no are read from their text; a query value that is no number is a 400", async () => {
    const listed = await call(ctx, gym, "GET", `${EXPENSES}/categories/?is_active=true`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().categories.every((c: { is_active: boolean }) => c.is_active)).toBe(true);
    const page = await call(ctx, gym, "GET", `${PAYMENTS}/?page=1&page_size=5&year=2026&month=12`);
    expect(page.statusCode, page.body).toBe(200);
    const bad = await call(ctx, gym, "GET", `${PAYMENTS}/?page=true`);
    expectRefused(bad, "page");
  });
});

async function storedSettings() {
  const res = await ctx.db.pool.query(
    `SELECT gst_rate::text AS gst_rate, gym_phone FROM ${qualified(gym.schema, "payment_settings")} WHERE id = 1`,
  );
  return res.rows[0];
}

import { builtEndpoints, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

// Issue 9 "Bad input and failure": every expenses endpoint answers hostile input with a deliberate 4xx
// (or a 200 where the input is harmless), never a 500.

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_hostile");
});
afterAll(() => ctx.close());

const endpoints = builtEndpoints.filter((e) => e.area === "expenses");
const ids = ["abc", "-1", "0", "1.5", "2147483648", "99999999999999999999", "%00", "1e3"];
// NUL characters and lone surrogates are the platform's input guard's (issue 7 §7), tested there for every route.
const values: unknown[] = [
  null,
  true,
  -1,
  "NaN",
  "Infinity",
  "1e309",
  "2026-02-30",
  "<script>",
  "' OR 1=1 --",
  "x".repeat(5000),
  [],
  {},
  [1, 2],
  { nested: { deep: true } },
  -0.001,
  99999999999999,
];
const fields = [
  "name",
  "category",
  "category_type",
  "is_income",
  "title",
  "amount",
  "transaction_type",
  "payment_method",
  "transaction_date",
  "member",
  "frequency",
  "start_date",
  "next_due_date",
  "end_date",
  "auto_generate",
  "force_delete",
  "page",
  "page_size",
  "search",
  "period",
  "format",
  "table",
];

describe("hostile input on the expenses endpoints", () => {
  it("covers all 18 expenses entries of the catalogue (the GST pack and the transactions export included)", () => {
    expect(endpoints).toHaveLength(18);
  });

  for (const e of endpoints) {
    it(`${e.method} ${e.path}: no 500 for junk ids, queries and bodies`, async () => {
      const route = toRoutePath(e.path);
      const paths = route.includes(":id") ? ids.map((id) => route.replace(":id", id)) : [route];
      for (const path of paths) {
        for (const field of fields) {
          for (const value of values) {
            const query = `?${field}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`;
            const body = e.method === "GET" ? undefined : { [field]: value };
            const res = await ctx.app.inject({
              method: e.method,
              url: path + (e.method === "GET" || e.method === "DELETE" ? query : ""),
              headers: gym.auth,
              ...(body ? { payload: body as object } : {}),
            });
            expect(res.statusCode, `${e.method} ${path} ${field}=${String(value)}: ${res.body}`).toBeLessThan(500);
          }
        }
      }
    });
  }

  it("a body that is not JSON, or JSON of the wrong shape, is a 400", async () => {
    for (const payload of ["{", "[]", '"text"', "null"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/expenses/transactions/create/",
        headers: { ...gym.auth, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });
});

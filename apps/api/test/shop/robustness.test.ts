import { endpointsByArea, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles } from "../support/media.ts";
import { file, form, png } from "../support/multipart.ts";
import { makeCategory, makeProduct } from "../support/shop.ts";

/**
 * Hostile input on every shop endpoint of the catalogue (the area's entries, public one included):
 * wrong types, huge and negative numbers, arrays and objects where text belongs, injection-looking
 * text, files where text belongs. Every answer is a deliberate 2xx/4xx, never a 500.
 */
let ctx: TestContext;
let gym: TestGym;
let ids: { category: number; product: number };
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_fuzz");
  const category = await makeCategory(ctx, gym);
  ids = { category: category.id, product: (await makeProduct(ctx, gym, category.id)).id };
});
afterAll(() => ctx.close());

const NASTY: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  1e308,
  "",
  "NaN",
  "1e5",
  "-0.001",
  "'; DROP TABLE products; --",
  "%_\\",
  "x".repeat(20_000),
  "😀🏋️‍♂️",
  [],
  ["1", "2"],
  {},
  { nested: { deeper: [1] } },
];

const FIELDS = [
  "name",
  "category",
  "price",
  "original_price",
  "stock_quantity",
  "low_stock_threshold",
  "whatsapp_number",
  "is_active",
  "is_featured",
  "display_order",
  "average_rating",
  "clear",
  "product_id",
  "page",
  "page_size",
  "ordering",
  "min_price",
  "search",
];

const concrete = (path: string) =>
  toRoutePath(path)
    .replace(":schema_name", gym.schema)
    .replace(/:id/, String(path.includes("categories") ? ids.category : ids.product));

describe("hostile input on every shop endpoint", () => {
  const endpoints = endpointsByArea("shop");

  it("covers the ten spec paths and the public shop", () => {
    expect(endpoints).toHaveLength(11);
  });

  it("answers every hostile JSON body and query with a 2xx or 4xx", { timeout: 180_000 }, async () => {
    // Deletes last: they remove the product the other calls point at.
    const order = [...endpoints].sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    for (const e of order) {
      const url = concrete(e.path);
      const calls = FIELDS.flatMap((field) =>
        NASTY.map(async (value) => {
          const text = typeof value === "string" ? value : JSON.stringify(value);
          const query = `${url}?${field}=${encodeURIComponent(text)}`;
          const res =
            e.method === "GET" || e.method === "DELETE"
              ? await ctx.app.inject({ method: e.method, url: query, headers: gym.auth })
              : await call(ctx, gym, e.method, url, { [field]: value });
          return { res, what: `${e.method} ${e.path} ${field}=${text.slice(0, 40)}` };
        }),
      );
      const faults = (await Promise.all(calls)).filter(({ res }) => res.statusCode >= 500);
      expect(faults.map(({ what, res }) => `${what}: ${res.body.slice(0, 80)}`)).toEqual([]);
    }
  });

  it("answers hostile multipart forms (files where text belongs, repeated fields) with a 4xx and keeps no file", async () => {
    const picture = file(await png(), "p.png");
    for (const e of endpoints.filter((x) => x.multipart)) {
      for (const field of FIELDS) {
        const res = await ctx.app.inject({
          method: e.method,
          url: concrete(e.path),
          headers: gym.auth,
          payload: form({ [field]: picture }),
        });
        expectNo500(res);
      }
      const repeated = new FormData();
      for (const v of ["1", "2", "three"]) repeated.append("price", v);
      expectNo500(
        await ctx.app.inject({ method: e.method, url: concrete(e.path), headers: gym.auth, payload: repeated }),
      );
    }
    await expectNoTempFiles(ctx);
  });
});

import { GYM_PAGE_NOT_FOUND, PUBLIC_GYM_PAGE_MAX_AGE, type PublicProduct } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { file, png } from "../support/multipart.ts";
import { categoryPath, makeCategory, makeProduct, publicProductsPath } from "../support/shop.ts";

/** GET /api/public/gyms/{schema_name}/products/ (designed, decision 0156): no token, nothing inactive or private. */
let ctx: TestContext;
let gym: TestGym;
let supplements: number;
let hidden: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_pub");
  supplements = (await makeCategory(ctx, gym, { name: "Supplements", display_order: 1 })).id;
  const apparel = (await makeCategory(ctx, gym, { name: "Apparel", display_order: 0 })).id;
  hidden = (await makeCategory(ctx, gym, { name: "Staff only" })).id;
  await makeProduct(ctx, gym, supplements, { name: "Creatine", stock_quantity: "0", sku: "SECRET-SKU" });
  await makeProduct(ctx, gym, supplements, {
    name: "Whey",
    stock_quantity: "9",
    price: "2000",
    original_price: "2500",
    main_image: file(await png(), "w.png"),
    features: "Tasty",
  });
  await makeProduct(ctx, gym, apparel, { name: "Tee", stock_quantity: "4", is_featured: "true" });
  await makeProduct(ctx, gym, apparel, { name: "Old tee", stock_quantity: "4", is_active: "false" });
  await makeProduct(ctx, gym, hidden, { name: "Staff shaker", stock_quantity: "4" });
  await call(ctx, gym, "PATCH", categoryPath(hidden, "update"), { is_active: false });
});
afterAll(() => ctx.close());

const visit = (schema: string, query = "", headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url: `${publicProductsPath(schema)}${query}`, headers });

describe("the public shop", () => {
  it("answers without a token, cacheable, featured first then in stock, only active products of active categories", async () => {
    const res = await visit(gym.schema);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe(`public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
    const body = res.json();
    expect(body.products.map((p: PublicProduct) => p.name)).toEqual(["Tee", "Whey", "Creatine"]);
    expect(body).toMatchObject({ success: true, count: 3, page: 1, page_size: 12 });
    expect(body.categories).toEqual([
      { id: expect.any(Number), name: "Apparel", product_count: 1 },
      { id: supplements, name: "Supplements", product_count: 2 },
    ]);
  });

  it("shows a customer's fields only: no stock count, threshold, SKU, meta fields or order", async () => {
    const whey = (await visit(gym.schema)).json().products.find((p: PublicProduct) => p.name === "Whey");
    expect(Object.keys(whey).sort()).toEqual(
      [
        "all_images",
        "average_rating",
        "brand",
        "category_id",
        "category_name",
        "description",
        "discount_percentage",
        "features_list",
        "id",
        "in_stock",
        "is_featured",
        "is_on_sale",
        "main_image",
        "name",
        "original_price",
        "price",
        "short_description",
        "total_reviews",
        "whatsapp_number",
      ].sort(),
    );
    expect(whey).toMatchObject({ price: 2000, original_price: 2500, is_on_sale: true, discount_percentage: 20 });
    expect(whey.main_image).toMatch(/^\/media\//);
    expect(JSON.stringify((await visit(gym.schema)).json())).not.toContain("SECRET-SKU");
  });

  it("filters by category and pages", async () => {
    const only = (await visit(gym.schema, `?category=${supplements}`)).json();
    expect(only.products.map((p: PublicProduct) => p.name)).toEqual(["Whey", "Creatine"]);
    expect((await visit(gym.schema, `?category=${hidden}`)).json().products).toEqual([]);
    const second = (await visit(gym.schema, "?page=2&page_size=2")).json();
    expect(second.products.map((p: PublicProduct) => p.name)).toEqual(["Creatine"]);
    expect(second.count).toBe(3);
    expect((await visit(gym.schema, `?category=${supplements}&page=2&page_size=1`)).json()).toMatchObject({
      count: 2,
      page: 2,
    });
    // A page past the end still says how many there are (the total is counted on its own only then).
    const past = (await visit(gym.schema, "?page=9&page_size=2")).json();
    expect(past).toMatchObject({ products: [], count: 3, page: 9 });
    expect((await visit(gym.schema, `?category=${supplements}&page=5&page_size=2`)).json().count).toBe(2);
    expect((await visit(gym.schema, "?page_size=49")).statusCode).toBe(400);
  });

  it("is the same for a visitor signed in to another gym", async () => {
    const other = await createGym(ctx, "shop_pub_other");
    const res = await visit(gym.schema, "", other.auth);
    expect(res.json().count).toBe(3);
  });

  it("answers one honest 404 for an unknown, malformed or suspended gym", async () => {
    for (const schema of ["shop_nobody", "x'; DROP SCHEMA public; --", "platform"]) {
      const res = await visit(schema);
      expect(res.statusCode, schema).toBe(404);
      expect(res.json().error).toBe(GYM_PAGE_NOT_FOUND);
    }
    const suspended = await createGym(ctx, "shop_pub_susp");
    await ctx.db.registry.client.gym.update({
      where: { schema_name: suspended.schema },
      data: { status: "SUSPENDED" },
    });
    ctx.db.registry.forget(suspended.schema);
    expect((await visit(suspended.schema)).statusCode).toBe(404);
  });

  it("shows an empty shop as an empty list", async () => {
    const empty = await createGym(ctx, "shop_pub_empty");
    expect((await visit(empty.schema)).json()).toEqual({
      success: true,
      products: [],
      categories: [],
      count: 0,
      page: 1,
      page_size: 12,
    });
  });
});

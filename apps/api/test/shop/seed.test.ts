import { existsSync } from "node:fs";
import type { Product, ProductCategory } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDemoSeeder } from "../../src/modules/shop/seed.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { mediaPath } from "../support/media.ts";
import { CATEGORIES, PRODUCTS, publicProductsPath } from "../support/shop.ts";

/** The demo shop (issue 12): every screen and the public page look real on first start. */
let ctx: TestContext;
let gym: TestGym;
let products: Product[];
let categories: ProductCategory[];
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_seed");
  await shopDemoSeeder.run(gymSeedContext(ctx, gym.schema));
  products = (await call(ctx, gym, "GET", `${PRODUCTS}?page_size=100`)).json().products;
  categories = (await call(ctx, gym, "GET", CATEGORIES)).json().categories;
});
afterAll(() => ctx.close());

describe("the demo shop seed", () => {
  it("has supplements, accessories and apparel, each with products and a picture", () => {
    expect(categories.map((c) => c.name)).toEqual(["Supplements", "Accessories", "Apparel"]);
    for (const c of categories) {
      expect(c.active_products_count).toBeGreaterThan(1);
      expect(existsSync(mediaPath(ctx, c.image!))).toBe(true);
    }
  });

  it("has products on sale, low on stock, one out of stock among the active, some featured, one inactive", () => {
    const active = products.filter((p) => p.is_active);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(active.filter((p) => p.is_on_sale).length).toBeGreaterThanOrEqual(3);
    expect(active.filter((p) => p.in_stock && p.is_low_stock).length).toBeGreaterThanOrEqual(2);
    expect(active.filter((p) => !p.in_stock)).toHaveLength(1);
    expect(active.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => !p.is_active)).toHaveLength(1);
    expect(products.filter((p) => p.average_rating > 0).length).toBeGreaterThan(3);
  });

  it("draws a picture for every product, a second one for some", () => {
    for (const p of products) {
      expect(p.main_image, p.name).not.toBeNull();
      for (const url of p.all_images) expect(existsSync(mediaPath(ctx, url)), url).toBe(true);
    }
    expect(products.filter((p) => p.all_images.length > 1).length).toBeGreaterThanOrEqual(2);
  });

  it("spreads the products over past days, newest last, and fills the public shop", async () => {
    const dates = products.map((p) => Date.parse(p.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Math.max(...dates)).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const shop = (await ctx.app.inject({ method: "GET", url: publicProductsPath(gym.schema) })).json();
    expect(shop.count).toBe(products.filter((p) => p.is_active).length);
  });
});

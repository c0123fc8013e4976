import { MIN_PRICE_ABOVE_MAX, PRODUCT_ORDERINGS, type Product } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { makeCategory, makeProduct, PRODUCTS } from "../support/shop.ts";

/** The product list (part 2 §2, §3, §9): filters, the seven orderings, paging and the shop's figures. */
let ctx: TestContext;
let gym: TestGym;
let supplements: number;
let apparel: number;
const made: Record<string, Product> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_list");
  supplements = (await makeCategory(ctx, gym, { name: "Supplements" })).id;
  apparel = (await makeCategory(ctx, gym, { name: "Apparel" })).id;
  // Created one after another, so created_at grows in this order.
  const rows: [string, number, Record<string, string>][] = [
    [
      "Whey Protein",
      supplements,
      {
        price: "2499",
        original_price: "2999",
        brand: "MuscleBlaze",
        stock_quantity: "20",
        average_rating: "4.6",
        total_reviews: "80",
        is_featured: "true",
      },
    ],
    [
      "creatine 100% pure",
      supplements,
      { price: "899", brand: "Optimum Nutrition", stock_quantity: "0", average_rating: "4.8", keywords: "strength" },
    ],
    ["Gym T-Shirt", apparel, { price: "499", brand: "Decathlon", stock_quantity: "3", sku: "TEE_01" }],
    ["Shaker Bottle", apparel, { price: "299.50", brand: "Boldfit", stock_quantity: "50", is_active: "false" }],
    [
      "Lifting Gloves",
      apparel,
      { price: "649", original_price: "799", brand: "boldfit", stock_quantity: "7", is_featured: "true" },
    ],
  ];
  for (const [name, category, extra] of rows) made[name] = await makeProduct(ctx, gym, category, { name, ...extra });
});
afterAll(() => ctx.close());

async function list(query = ""): Promise<{ names: string[]; body: ReturnType<typeof JSON.parse> }> {
  const res = await call(ctx, gym, "GET", `${PRODUCTS}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { names: body.products.map((p: Product) => p.name), body };
}

describe("GET /api/gym-products/products/", () => {
  it("answers every product newest first by default, with the count, page and the shop's figures", async () => {
    const { names, body } = await list();
    expect(names).toEqual(["Lifting Gloves", "Shaker Bottle", "Gym T-Shirt", "creatine 100% pure", "Whey Protein"]);
    expect(body).toMatchObject({ success: true, count: 5, page: 1, page_size: 24 });
    expect(body.summary).toEqual({ total: 5, active: 4, featured: 2, on_sale: 2, out_of_stock: 1, low_stock: 1 });
    expect(body.products[0]).toEqual(made["Lifting Gloves"]);
  });

  it.each([
    ["-created_at", ["Lifting Gloves", "Shaker Bottle", "Gym T-Shirt", "creatine 100% pure", "Whey Protein"]],
    ["created_at", ["Whey Protein", "creatine 100% pure", "Gym T-Shirt", "Shaker Bottle", "Lifting Gloves"]],
    ["name", ["creatine 100% pure", "Gym T-Shirt", "Lifting Gloves", "Shaker Bottle", "Whey Protein"]],
    ["-name", ["Whey Protein", "Shaker Bottle", "Lifting Gloves", "Gym T-Shirt", "creatine 100% pure"]],
    ["price", ["Shaker Bottle", "Gym T-Shirt", "Lifting Gloves", "creatine 100% pure", "Whey Protein"]],
    ["-price", ["Whey Protein", "creatine 100% pure", "Lifting Gloves", "Gym T-Shirt", "Shaker Bottle"]],
    ["-average_rating", ["creatine 100% pure", "Whey Protein", "Lifting Gloves", "Shaker Bottle", "Gym T-Shirt"]],
  ])("orders by %s", async (ordering, expected) => {
    expect((await list(`?ordering=${ordering}`)).names).toEqual(expected);
  });

  it("knows exactly the seven orderings of the screen and refuses others", async () => {
    expect(PRODUCT_ORDERINGS).toHaveLength(7);
    const res = await call(ctx, gym, "GET", `${PRODUCTS}?ordering=price;DROP TABLE products`);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ["search in name, any case", "?search=WHEY", ["Whey Protein"]],
    ["search in brand", "?search=decath", ["Gym T-Shirt"]],
    ["search in keywords", "?search=strength", ["creatine 100% pure"]],
    ["search with % taken literally", "?search=100%25", ["creatine 100% pure"]],
    ["search with _ taken literally", "?search=TEE_", ["Gym T-Shirt"]],
    ["category", `?category=CAT_APPAREL`, ["Lifting Gloves", "Shaker Bottle", "Gym T-Shirt"]],
    ["min price (inclusive)", "?min_price=649", ["Lifting Gloves", "creatine 100% pure", "Whey Protein"]],
    ["max price (inclusive)", "?max_price=499", ["Shaker Bottle", "Gym T-Shirt"]],
    ["price range to the paisa", "?min_price=299.5&max_price=299.50", ["Shaker Bottle"]],
    ["brand, any case", "?brand=BOLDFIT", ["Lifting Gloves", "Shaker Bottle"]],
    ["in stock", "?in_stock=true", ["Lifting Gloves", "Shaker Bottle", "Gym T-Shirt", "Whey Protein"]],
    ["out of stock", "?in_stock=false", ["creatine 100% pure"]],
    ["featured only", "?is_featured=true", ["Lifting Gloves", "Whey Protein"]],
    ["inactive only", "?is_active=false", ["Shaker Bottle"]],
    [
      "empty filters are ignored",
      "?search=&brand=&category=&min_price=&in_stock=",
      ["Lifting Gloves", "Shaker Bottle", "Gym T-Shirt", "creatine 100% pure", "Whey Protein"],
    ],
    [
      "filters combined",
      `?category=CAT_APPAREL&in_stock=true&max_price=600&ordering=price`,
      ["Shaker Bottle", "Gym T-Shirt"],
    ],
  ])("filters by %s", async (_label, query, expected) => {
    const { names, body } = await list(query.replace("CAT_APPAREL", String(apparel)));
    expect(names).toEqual(expected);
    expect(body.count).toBe(expected.length);
    expect(body.summary.total).toBe(5);
  });

  it("pages in SQL without overlap", async () => {
    const first = await list("?ordering=name&page_size=2");
    const second = await list("?ordering=name&page_size=2&page=2");
    const third = await list("?ordering=name&page_size=2&page=3");
    expect([...first.names, ...second.names, ...third.names]).toEqual((await list("?ordering=name")).names);
    expect(third.body).toMatchObject({ count: 5, page: 3, page_size: 2 });
    expect((await list("?page=9")).names).toEqual([]);
  });

  it.each([
    ["a min price above the max price", "?min_price=500&max_price=499.99", MIN_PRICE_ABOVE_MAX],
    ["a negative min price", "?min_price=-1", "min_price must be at least 0"],
    ["a page size over 100", "?page_size=101", "page_size must be at most 100"],
    ["page 0", "?page=0", "page must be at least 1"],
    ["a category that is not an id", "?category=abc", "Please select a category"],
    ["in_stock that is not yes/no", "?in_stock=maybe", "in_stock must be a boolean"],
  ])("refuses %s with a 400", async (_label, query, error) => {
    const res = await call(ctx, gym, "GET", `${PRODUCTS}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });
});

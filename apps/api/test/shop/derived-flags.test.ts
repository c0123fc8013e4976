import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { makeCategory, makeProduct } from "../support/shop.ts";

/** The flags the server derives (decision 0150), at their boundaries. */
let ctx: TestContext;
let gym: TestGym;
let category: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_flags");
  category = (await makeCategory(ctx, gym)).id;
});
afterAll(() => ctx.close());

describe("stock: in_stock and is_low_stock", () => {
  it.each([
    ["0 with threshold 5: out of stock (and low)", "0", "5", false, true],
    ["1 with threshold 5: low", "1", "5", true, true],
    ["5 with threshold 5: low (at the threshold)", "5", "5", true, true],
    ["6 with threshold 5: not low", "6", "5", true, false],
    ["0 with threshold 0: out of stock", "0", "0", false, true],
    ["1 with threshold 0: never low while in stock", "1", "0", true, false],
  ])("%s", async (_label, stock, threshold, inStock, low) => {
    const p = await makeProduct(ctx, gym, category, { stock_quantity: stock, low_stock_threshold: threshold });
    expect({ in_stock: p.in_stock, is_low_stock: p.is_low_stock }).toEqual({ in_stock: inStock, is_low_stock: low });
  });
});

describe("price: is_on_sale and discount_percentage", () => {
  it.each([
    ["no original price", "1000", undefined, false, 0],
    ["original equal to price", "1000", "1000", false, 0],
    ["original below price", "1000", "900", false, 0],
    ["one paisa off", "999.99", "1000", true, 0],
    ["a third off, rounded down", "2000", "3000", true, 33],
    ["two thirds off, rounded down, never up", "1000", "3000", true, 66],
    ["half off", "500", "1000", true, 50],
    ["free with an original price", "0", "1000", true, 100],
    ["paise exact", "1999.50", "2999.25", true, 33],
  ])("%s", async (_label, price, original, onSale, percent) => {
    const p = await makeProduct(ctx, gym, category, { price, ...(original ? { original_price: original } : {}) });
    expect({ is_on_sale: p.is_on_sale, discount_percentage: p.discount_percentage }).toEqual({
      is_on_sale: onSale,
      discount_percentage: percent,
    });
  });
});

describe("features_list", () => {
  it("splits features one per line, dropping blank lines and bullets", async () => {
    const p = await makeProduct(ctx, gym, category, {
      features: "* Sweat-proof\n\n  - Breathable mesh  \r\n•Machine washable",
    });
    expect(p.features_list).toEqual(["Sweat-proof", "Breathable mesh", "Machine washable"]);
    // The text itself is kept as typed (a browser's form sends its line breaks as CRLF).
    expect(p.features.split(/\r?\n/)).toEqual(["* Sweat-proof", "", "  - Breathable mesh  ", "•Machine washable"]);
  });
});

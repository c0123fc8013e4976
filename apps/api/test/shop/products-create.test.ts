import { existsSync } from "node:fs";
import {
  INVALID_WHATSAPP_NUMBER,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_CATEGORY_REQUIRED,
  PRODUCT_CREATED,
  PRODUCT_NAME_REQUIRED,
  PRODUCT_SKU_TAKEN,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { pngOfSize } from "../support/media-files.ts";
import { file, type Part, png } from "../support/multipart.ts";
import { createProduct, makeCategory, productCount, productFiles, productParts } from "../support/shop.ts";

/** Product create (part 2 §3, §5, §7, §9): fields, defaults, the WhatsApp number, prices, stock, images. */
let ctx: TestContext;
let gym: TestGym;
let category: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_new");
  category = (await makeCategory(ctx, gym, { name: "Supplements" })).id;
});
afterAll(() => ctx.close());

/** A create that must be refused with `error`, leaving no row and no file behind. */
async function expectRefused(extra: Record<string, Part>, error: string, status = 400) {
  const rows = await productCount(ctx, gym);
  const files = productFiles(ctx, gym).length;
  const res = await createProduct(ctx, gym, productParts(category, extra));
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toBe(error);
  expect(await productCount(ctx, gym)).toBe(rows);
  expect(productFiles(ctx, gym)).toHaveLength(files);
  await expectNoTempFiles(ctx);
}

describe("POST /api/gym-products/products/create/", () => {
  it("creates a product with every field and four images, answering the read shape", async () => {
    const res = await createProduct(ctx, gym, {
      ...productParts(category),
      name: "Whey Isolate 1 kg",
      description: "Fast-absorbing isolate.",
      short_description: "25 g protein a scoop",
      price: "2499.50",
      original_price: "2999",
      brand: "MuscleBlaze",
      model: "ISO-1",
      sku: "MB-ISO-1KG",
      weight: "1 kg",
      dimensions: "20 x 12 x 12 cm",
      color: "Black",
      size: "1 kg",
      material: "HDPE tub",
      stock_quantity: "12",
      low_stock_threshold: "3",
      is_featured: "true",
      features: "- 25 g protein\n\n• Low sugar\r\nMixes easily  ",
      usage_instructions: "One scoop in 200 ml water.",
      warnings: "Not for children.",
      meta_title: "Whey",
      meta_description: "Best whey",
      keywords: "whey, isolate",
      display_order: "2",
      average_rating: "4.5",
      total_reviews: "120",
      main_image: file(await png(), "main.png"),
      image_2: file(await png({ r: 1, g: 2, b: 3 }), "two.png"),
      image_3: file(await png({ r: 4, g: 5, b: 6 }), "three.png"),
      image_4: file(await png({ r: 7, g: 8, b: 9 }), "four.png"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { product, message } = res.json();
    expect(message).toBe(PRODUCT_CREATED);
    expect(product).toMatchObject({
      name: "Whey Isolate 1 kg",
      category,
      category_id: category,
      category_name: "Supplements",
      price: 2499.5,
      original_price: 2999,
      stock_quantity: 12,
      low_stock_threshold: 3,
      in_stock: true,
      is_low_stock: false,
      is_on_sale: true,
      discount_percentage: 16,
      is_active: true,
      is_featured: true,
      features_list: ["25 g protein", "Low sugar", "Mixes easily"],
      whatsapp_number: "9876543210",
      display_order: 2,
      average_rating: 4.5,
      total_reviews: 120,
    });
    expect(product.all_images).toEqual([product.main_image, product.image_2, product.image_3, product.image_4]);
    for (const url of product.all_images) expect(existsSync(mediaPath(ctx, url))).toBe(true);
    await expectNoTempFiles(ctx);
  });

  it("applies the defaults: active, not featured, stock 0 (out of stock), threshold 5, order 0, no rating", async () => {
    const res = await createProduct(ctx, gym, productParts(category));
    expect(res.json().product).toMatchObject({
      is_active: true,
      is_featured: false,
      stock_quantity: 0,
      in_stock: false,
      is_low_stock: true,
      low_stock_threshold: 5,
      display_order: 0,
      original_price: null,
      is_on_sale: false,
      discount_percentage: 0,
      average_rating: 0,
      total_reviews: 0,
      main_image: null,
      all_images: [],
      features_list: [],
      description: "",
    });
  });
});

describe("the WhatsApp number (part 2 §5, decision 0151)", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["91-98765-43210", "9876543210"],
    ["098765 43210", "9876543210"],
    [" (98765) 43210 ", "9876543210"],
    ["1234567890", "1234567890"],
  ])("normalises %j to %s", async (typed, stored) => {
    const res = await createProduct(ctx, gym, productParts(category, { whatsapp_number: typed }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.whatsapp_number).toBe(stored);
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["9 digits", "987654321"],
    ["11 digits", "98765432101"],
    ["letters", "98765abcde"],
    ["another country", "+44 7911 123456"],
    ["+91 with 9 digits", "+91 987654321"],
    ["a plus in the middle", "98765+43210"],
  ])("refuses %s with the spec's text", async (_label, value) => {
    const parts = productParts(category);
    if (value === undefined) delete parts.whatsapp_number;
    else parts.whatsapp_number = value;
    const rows = await productCount(ctx, gym);
    const res = await createProduct(ctx, gym, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVALID_WHATSAPP_NUMBER);
    expect(await productCount(ctx, gym)).toBe(rows);
  });
});

describe("required fields, prices and stock", () => {
  it("refuses a missing name, category or price", async () => {
    await expectRefused({ name: "  " }, PRODUCT_NAME_REQUIRED);
    await expectRefused({ category: "" }, PRODUCT_CATEGORY_REQUIRED);
    await expectRefused({ category: "abc" }, PRODUCT_CATEGORY_REQUIRED);
    await expectRefused({ price: "" }, "Price is required");
  });

  it("accepts prices of 0 and 0.01, refuses negative ones and a third decimal", async () => {
    for (const price of ["0", "0.01", "9999999999.99"]) {
      const res = await createProduct(ctx, gym, productParts(category, { price, original_price: price }));
      expect(res.statusCode, price).toBe(200);
      expect(res.json().product.price).toBe(Number(price));
    }
    await expectRefused({ price: "-0.01" }, "Price must be at least 0");
    await expectRefused({ price: "10.001" }, "Price can have at most 2 decimal places");
    await expectRefused({ price: "ten" }, "Price must be an amount in rupees");
    await expectRefused({ original_price: "-1" }, "Original price must be at least 0");
    await expectRefused({ price: "10000000000" }, "Price must be at most 9999999999.99");
  });

  it("accepts stock and threshold of 0, refuses negative and fractional counts", async () => {
    const zero = await createProduct(
      ctx,
      gym,
      productParts(category, { stock_quantity: "0", low_stock_threshold: "0" }),
    );
    expect(zero.json().product).toMatchObject({ stock_quantity: 0, low_stock_threshold: 0, in_stock: false });
    await expectRefused({ stock_quantity: "-1" }, "stock_quantity must be a whole number of at least 0");
    await expectRefused({ stock_quantity: "2.5" }, "stock_quantity must be a whole number of at least 0");
    await expectRefused({ low_stock_threshold: "-1" }, "low_stock_threshold must be a whole number of at least 0");
    await expectRefused({ display_order: "-1" }, "display_order must be a whole number of at least 0");
    await expectRefused({ stock_quantity: "99999999999" }, "stock_quantity is too large");
  });

  it("refuses a rating outside 0-5 or with two decimals", async () => {
    const message = "average_rating must be a number from 0 to 5 with at most one decimal";
    await expectRefused({ average_rating: "5.1" }, message);
    await expectRefused({ average_rating: "4.25" }, message);
    await expectRefused({ average_rating: "-1" }, message);
  });

  it("refuses an unknown category and another gym's category", async () => {
    await expectRefused({ category: "999999" }, PRODUCT_CATEGORY_NOT_FOUND);
    const other = await createGym(ctx, "shop_new_other");
    // An id only the other gym has: its row lives in the other gym's schema alone.
    await ctx.db.tenants.get(other.schema).productCategory.create({ data: { id: 500_000, name: "Theirs" } });
    await expectRefused({ category: "500000" }, PRODUCT_CATEGORY_NOT_FOUND);
  });

  it("refuses a SKU another product already uses, in any case, even when two creates race", async () => {
    const [a, b] = await Promise.all([
      createProduct(ctx, gym, productParts(category, { sku: "RACE-SKU" })),
      createProduct(ctx, gym, productParts(category, { sku: "race-sku" })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe(PRODUCT_SKU_TAKEN);
    const blank = await Promise.all([
      createProduct(ctx, gym, productParts(category, { sku: "" })),
      createProduct(ctx, gym, productParts(category, { sku: "" })),
    ]);
    expect(blank.map((r) => r.statusCode)).toEqual([200, 200]);
  });
});

describe("images (part 2 §5, §9): JPG, PNG, GIF, WebP up to 5 MB each, checked by content", () => {
  it("accepts an image of exactly 5 MB and refuses one byte more, naming the field", async () => {
    const ok = await createProduct(
      ctx,
      gym,
      productParts(category, { image_3: file(await pngOfSize(5 * 1024 * 1024)) }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().product.image_3).toMatch(/^\/media\//);
    await expectRefused(
      { main_image: file(await png()), image_2: file(await pngOfSize(5 * 1024 * 1024 + 1)) },
      "image_2: the image is too large (5.00MB). Maximum allowed size is 5MB.",
      413,
    );
  });

  it("refuses a file that is not an image whatever its name says, keeping none of the others", async () => {
    await expectRefused(
      { main_image: file(await png()), image_4: file(Buffer.from("%PDF-1.4 a document"), "x.gif", "image/gif") },
      "image_4: only image files are allowed (JPG, PNG, GIF, WebP)",
    );
    const truncated = (await png()).subarray(0, 40);
    await expectRefused({ image_2: file(truncated, "cut.png") }, "image_2: the image is damaged or incomplete");
    await expectRefused({ main_image: "just text" }, "main_image: only image files are allowed (JPG, PNG, GIF, WebP)");
  });

  it("treats an empty file input as no image", async () => {
    const res = await createProduct(
      ctx,
      gym,
      productParts(category, { image_2: { data: Buffer.alloc(0), filename: "" } }),
    );
    expectNo500(res);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.image_2).toBeNull();
  });
});

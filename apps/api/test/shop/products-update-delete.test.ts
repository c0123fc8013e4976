import { existsSync } from "node:fs";
import {
  INVALID_WHATSAPP_NUMBER,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_DELETED,
  PRODUCT_NOT_FOUND,
  PRODUCT_UPDATED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { file, png } from "../support/multipart.ts";
import { makeCategory, makeProduct, productFiles, productPath, updateProduct } from "../support/shop.ts";

/** Product detail, update (omitted and empty fields keep their value) and delete (part 2 §5, §7). */
let ctx: TestContext;
let gym: TestGym;
let category: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_edit");
  category = (await makeCategory(ctx, gym)).id;
});
afterAll(() => ctx.close());

const exists = (url: string | null) => url !== null && existsSync(mediaPath(ctx, url));

describe("GET /api/gym-products/products/{id}/", () => {
  it("answers the product, and 404 for an unknown one", async () => {
    const made = await makeProduct(ctx, gym, category, { brand: "Nike" });
    const res = await call(ctx, gym, "GET", productPath(made.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, product: made });
    const missing = await call(ctx, gym, "GET", productPath(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PRODUCT_NOT_FOUND);
  });
});

describe("PATCH /api/gym-products/products/{id}/update/", () => {
  it("changes the given fields; omitted and empty ones keep their value", async () => {
    const made = await makeProduct(ctx, gym, category, {
      brand: "Optimum",
      original_price: "2500",
      stock_quantity: "8",
      features: "A\nB",
    });
    const res = await updateProduct(ctx, gym, made.id, {
      name: "",
      price: "1800",
      brand: "",
      original_price: "",
      whatsapp_number: "",
      stock_quantity: "2",
      is_featured: "true",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { product, message } = res.json();
    expect(message).toBe(PRODUCT_UPDATED);
    expect(product).toMatchObject({
      name: made.name,
      price: 1800,
      brand: "Optimum",
      original_price: 2500,
      whatsapp_number: made.whatsapp_number,
      stock_quantity: 2,
      is_low_stock: true,
      is_featured: true,
      features_list: ["A", "B"],
      discount_percentage: 28,
    });
  });

  it("moves a product to another category, refusing one that does not exist", async () => {
    const made = await makeProduct(ctx, gym, category);
    const other = await makeCategory(ctx, gym, { name: "Apparel" });
    const moved = await updateProduct(ctx, gym, made.id, { category: String(other.id) });
    expect(moved.json().product).toMatchObject({ category_id: other.id, category_name: "Apparel" });
    const bad = await updateProduct(ctx, gym, made.id, { category: "999999" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PRODUCT_CATEGORY_NOT_FOUND);
  });

  it("validates what is given: a bad WhatsApp number or a negative stock is refused and nothing changes", async () => {
    const made = await makeProduct(ctx, gym, category, { stock_quantity: "4" });
    const phone = await updateProduct(ctx, gym, made.id, { whatsapp_number: "12345", stock_quantity: "9" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toBe(INVALID_WHATSAPP_NUMBER);
    const stock = await updateProduct(ctx, gym, made.id, { stock_quantity: "-3" });
    expect(stock.statusCode).toBe(400);
    const after = (await call(ctx, gym, "GET", productPath(made.id))).json().product;
    expect(after).toEqual(made);
  });

  it("ends a sale and empties texts through clear (decision 0152)", async () => {
    const made = await makeProduct(ctx, gym, category, { original_price: "3000", brand: "X", warnings: "Hot" });
    const res = await updateProduct(ctx, gym, made.id, { clear: "original_price,brand", warnings: "Keep cool" });
    expect(res.json().product).toMatchObject({
      original_price: null,
      is_on_sale: false,
      discount_percentage: 0,
      brand: "",
      warnings: "Keep cool",
    });
    const unknown = await updateProduct(ctx, gym, made.id, { clear: "price" });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps the images not sent, replaces a sent one and removes the old file", async () => {
    const made = await makeProduct(ctx, gym, category, {
      main_image: file(await png(), "m.png"),
      image_2: file(await png({ r: 9, g: 9, b: 9 }), "2.png"),
    });
    const res = await updateProduct(ctx, gym, made.id, { image_2: file(await png({ r: 1, g: 1, b: 1 }), "n.png") });
    const { product } = res.json();
    expect(product.main_image).toBe(made.main_image);
    expect(product.image_2).not.toBe(made.image_2);
    expect(exists(product.image_2)).toBe(true);
    expect(exists(made.image_2)).toBe(false);
    expect(exists(made.main_image)).toBe(true);
    await expectNoTempFiles(ctx);
  });

  it("removes an image named in clear, but a newly chosen file wins over clearing its slot", async () => {
    const made = await makeProduct(ctx, gym, category, {
      main_image: file(await png(), "m.png"),
      image_3: file(await png({ r: 2, g: 2, b: 2 }), "3.png"),
    });
    const res = await updateProduct(ctx, gym, made.id, {
      clear: "image_3,main_image",
      main_image: file(await png({ r: 5, g: 5, b: 5 }), "new.png"),
    });
    const { product } = res.json();
    expect(product.image_3).toBeNull();
    expect(exists(made.image_3)).toBe(false);
    expect(product.main_image).not.toBe(made.main_image);
    expect(exists(product.main_image)).toBe(true);
    expect(product.all_images).toEqual([product.main_image]);
  });

  it("refuses a damaged replacement image and keeps the current one", async () => {
    const made = await makeProduct(ctx, gym, category, { main_image: file(await png(), "m.png") });
    const files = productFiles(ctx, gym).length;
    const res = await updateProduct(ctx, gym, made.id, { main_image: file((await png()).subarray(0, 30), "cut.png") });
    expect(res.statusCode).toBe(400);
    expect(productFiles(ctx, gym)).toHaveLength(files);
    expect(exists(made.main_image)).toBe(true);
  });

  it("answers 404 for an unknown product and keeps no uploaded file", async () => {
    const files = productFiles(ctx, gym).length;
    const res = await updateProduct(ctx, gym, 999_999, { name: "Ghost", main_image: file(await png(), "g.png") });
    expect(res.statusCode).toBe(404);
    expect(productFiles(ctx, gym)).toHaveLength(files);
  });

  it("keeps every file that a row points to when two image edits race", async () => {
    const made = await makeProduct(ctx, gym, category, { main_image: file(await png(), "m.png") });
    const results = await Promise.all(
      [1, 2, 3].map(async (n) =>
        updateProduct(ctx, gym, made.id, { main_image: file(await png({ r: n, g: n, b: n }), `${n}.png`) }),
      ),
    );
    for (const r of results) expectNo500(r);
    const after = (await call(ctx, gym, "GET", productPath(made.id))).json().product;
    expect(exists(after.main_image)).toBe(true);
    const referenced = new Set(
      (await ctx.db.tenants.get(gym.schema).product.findMany()).flatMap((p) =>
        [p.main_image, p.image_2, p.image_3, p.image_4].filter(Boolean).map((f) => f!.split("/").pop()),
      ),
    );
    expect(productFiles(ctx, gym).filter((f) => !referenced.has(f))).toEqual([]);
  });
});

describe("DELETE /api/gym-products/products/{id}/delete/", () => {
  it("deletes the product and its image files; a second delete is 404", async () => {
    const made = await makeProduct(ctx, gym, category, {
      main_image: file(await png(), "m.png"),
      image_4: file(await png({ r: 3, g: 3, b: 3 }), "4.png"),
    });
    const res = await call(ctx, gym, "DELETE", productPath(made.id, "delete"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PRODUCT_DELETED, id: made.id });
    expect(exists(made.main_image)).toBe(false);
    expect(exists(made.image_4)).toBe(false);
    const again = await call(ctx, gym, "DELETE", productPath(made.id, "delete"));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(PRODUCT_NOT_FOUND);
  });
});

import { existsSync } from "node:fs";
import {
  categoryHasProducts,
  PRODUCT_CATEGORY_NAME_REQUIRED,
  PRODUCT_CATEGORY_NAME_TAKEN,
  PRODUCT_CATEGORY_NOT_FOUND,
  SHOP_CATEGORY_CREATED,
  SHOP_CATEGORY_DELETED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500, patch, post } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { file, png } from "../support/multipart.ts";
import {
  CATEGORIES,
  CREATE_CATEGORY,
  categoryFiles,
  categoryPath,
  makeCategory,
  makeProduct,
  unique,
} from "../support/shop.ts";

/** Shop product categories (part 2 §2, §3, §5, §7, §8, §9). */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "shop_cat");
});
afterAll(() => ctx.close());

describe("POST /api/gym-products/categories/create/", () => {
  it("creates from JSON with the spec's defaults: display order 0, active, no image", async () => {
    const res = await call(ctx, gym, "POST", CREATE_CATEGORY, { name: "  Protein  ", description: "Whey and more" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: SHOP_CATEGORY_CREATED,
      category: {
        name: "Protein",
        description: "Whey and more",
        is_active: true,
        display_order: 0,
        image: null,
        active_products_count: 0,
        products_count: 0,
        meta_title: "",
      },
    });
  });

  it("creates from multipart with an image, kept by content under the shop's folder", async () => {
    const res = await post(ctx, gym, CREATE_CATEGORY, {
      name: unique("Apparel"),
      is_active: "false",
      display_order: "3",
      meta_title: "Gym wear",
      image: file(await png(), "tee.png"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { category } = res.json();
    expect(category).toMatchObject({ is_active: false, display_order: 3, meta_title: "Gym wear" });
    expect(category.image).toMatch(/^\/media\/.+\/product-categories\/[0-9a-f-]+\.png$/);
    expect(existsSync(mediaPath(ctx, category.image))).toBe(true);
    await expectNoTempFiles(ctx);
  });

  it.each([
    ["missing", {}],
    ["blank", { name: "   " }],
    ["null", { name: null }],
  ])("refuses a %s name with the category-name text", async (_label, body) => {
    const res = await call(ctx, gym, "POST", CREATE_CATEGORY, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PRODUCT_CATEGORY_NAME_REQUIRED);
  });

  it("refuses a display order below 0 or not whole; 0 is allowed", async () => {
    for (const display_order of [-1, 1.5, "abc"]) {
      const res = await call(ctx, gym, "POST", CREATE_CATEGORY, { name: unique("Bad"), display_order });
      expect(res.statusCode, String(display_order)).toBe(400);
      expect(res.json().error).toBe("display_order must be a whole number of at least 0");
    }
    const ok = await call(ctx, gym, "POST", CREATE_CATEGORY, { name: unique("Zero"), display_order: 0 });
    expect(ok.json().category.display_order).toBe(0);
  });

  it("refuses a second category of the same name in any case, and writes nothing", async () => {
    await makeCategory(ctx, gym, { name: "Accessories" });
    const before = (await ctx.db.tenants.get(gym.schema).productCategory.count()) as number;
    const res = await call(ctx, gym, "POST", CREATE_CATEGORY, { name: "ACCESSORIES" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PRODUCT_CATEGORY_NAME_TAKEN);
    expect(await ctx.db.tenants.get(gym.schema).productCategory.count()).toBe(before);
  });

  it("refuses a file that is not an image, keeping no file and no row", async () => {
    const before = categoryFiles(ctx, gym).length;
    const res = await post(ctx, gym, CREATE_CATEGORY, {
      name: unique("Fake"),
      image: file(Buffer.from("%PDF-1.4 not a picture"), "fake.png", "image/png"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("image: only image files are allowed (JPG, PNG, GIF, WebP)");
    expect(categoryFiles(ctx, gym)).toHaveLength(before);
    await expectNoTempFiles(ctx);
  });
});

describe("GET /api/gym-products/categories/", () => {
  it("lists in display order then name, with active and total product counts", async () => {
    const other = await createGym(ctx, "shop_cat_list");
    const b = await makeCategory(ctx, other, { name: "Beverages", display_order: 1 });
    const a = await makeCategory(ctx, other, { name: "apparel", display_order: 1 });
    const first = await makeCategory(ctx, other, { name: "Zinc", display_order: 0 });
    await makeProduct(ctx, other, a.id);
    await makeProduct(ctx, other, a.id, { is_active: "false" });
    const res = await call(ctx, other, "GET", CATEGORIES);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual([first.id, a.id, b.id]);
    expect(body.categories[1]).toMatchObject({ active_products_count: 1, products_count: 2 });
    expect(body).toMatchObject({ success: true, count: 3, page: 1 });
    const paged = await call(ctx, other, "GET", `${CATEGORIES}?page=2&page_size=2&is_active=true`);
    expect(paged.json().categories.map((c: { id: number }) => c.id)).toEqual([b.id]);
  });
});

describe("PATCH /api/gym-products/categories/{id}/update/", () => {
  it("changes the given fields and keeps omitted and empty ones", async () => {
    const cat = await makeCategory(ctx, gym, { description: "Keep me", meta_title: "T", display_order: 4 });
    const res = await patch(ctx, gym, categoryPath(cat.id, "update"), {
      name: "",
      description: "",
      is_active: "false",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toMatchObject({
      name: cat.name,
      description: "Keep me",
      meta_title: "T",
      display_order: 4,
      is_active: false,
    });
  });

  it("empties the fields named in clear; replacing the image removes the old file", async () => {
    const made = await post(ctx, gym, CREATE_CATEGORY, {
      name: unique("Gear"),
      description: "Gloves",
      image: file(await png(), "a.png"),
    });
    const cat = made.json().category;
    const replaced = await patch(ctx, gym, categoryPath(cat.id, "update"), {
      image: file(await png({ r: 9, g: 9, b: 9 }), "b.png"),
    });
    const newImage = replaced.json().category.image;
    expect(newImage).not.toBe(cat.image);
    expect(existsSync(mediaPath(ctx, cat.image))).toBe(false);
    const cleared = await patch(ctx, gym, categoryPath(cat.id, "update"), { clear: "description,image" });
    expect(cleared.json().category).toMatchObject({ description: "", image: null });
    expect(existsSync(mediaPath(ctx, newImage))).toBe(false);
  });

  it("refuses clearing a field that cannot be emptied, a taken name, and an unknown id", async () => {
    const cat = await makeCategory(ctx, gym);
    const other = await makeCategory(ctx, gym);
    const badClear = await patch(ctx, gym, categoryPath(cat.id, "update"), { clear: "name" });
    expect(badClear.statusCode).toBe(400);
    const taken = await patch(ctx, gym, categoryPath(cat.id, "update"), { name: other.name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PRODUCT_CATEGORY_NAME_TAKEN);
    const missing = await patch(ctx, gym, categoryPath(999_999, "update"), { name: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PRODUCT_CATEGORY_NOT_FOUND);
  });
});

describe("DELETE /api/gym-products/categories/{id}/delete/", () => {
  it("deletes an empty category and its image", async () => {
    const made = await post(ctx, gym, CREATE_CATEGORY, { name: unique("Empty"), image: file(await png(), "e.png") });
    const cat = made.json().category;
    const res = await call(ctx, gym, "DELETE", categoryPath(cat.id, "delete"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SHOP_CATEGORY_DELETED, id: cat.id });
    expect(existsSync(mediaPath(ctx, cat.image))).toBe(false);
    expect((await call(ctx, gym, "DELETE", categoryPath(cat.id, "delete"))).statusCode).toBe(404);
  });

  it("refuses a category that has products, even inactive ones, and keeps it", async () => {
    const cat = await makeCategory(ctx, gym);
    await makeProduct(ctx, gym, cat.id, { is_active: "false" });
    await makeProduct(ctx, gym, cat.id);
    const res = await call(ctx, gym, "DELETE", categoryPath(cat.id, "delete"));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(categoryHasProducts(2));
    expect(await ctx.db.tenants.get(gym.schema).productCategory.findUnique({ where: { id: cat.id } })).not.toBeNull();
  });

  it("never deletes a category while a product is being added to it (race)", async () => {
    for (let round = 0; round < 5; round++) {
      const cat = await makeCategory(ctx, gym);
      const [removed, created] = await Promise.all([
        call(ctx, gym, "DELETE", categoryPath(cat.id, "delete")),
        makeProductOrFail(cat.id),
      ]);
      expectNo500(removed);
      const db = ctx.db.tenants.get(gym.schema);
      const left = await db.productCategory.findUnique({ where: { id: cat.id } });
      if (created) expect(left, `round ${round}: the product's category must stay`).not.toBeNull();
      else expect(removed.statusCode).toBe(200);
      expect(await db.product.count({ where: { category_id: cat.id } })).toBe(created ? 1 : 0);
    }
  });
});

/** A product create that may lose the race to a delete: true when it was made. */
async function makeProductOrFail(category: number): Promise<boolean> {
  const res = await post(ctx, gym, "/api/gym-products/products/create/", {
    name: unique("Race"),
    category: String(category),
    price: "10",
    whatsapp_number: "9876543210",
  });
  expectNo500(res);
  return res.statusCode === 200;
}

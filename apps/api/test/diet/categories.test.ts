import {
  DIET_CATEGORY_CREATED,
  DIET_CATEGORY_NAME_REQUIRED,
  DIET_CATEGORY_NAME_TAKEN,
  DISPLAY_ORDER_AT_LEAST_1,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  CREATE_DIET_CATEGORY,
  DIET_CATEGORIES,
  dietCategoryCount,
  makeDietCategory,
  makeFood,
  uniqueName,
} from "../support/diet.ts";

/** Diet categories (part 2 §3 "Diet category", §5, §7, §9). */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "diet_cat");
});
afterAll(() => ctx.close());

describe("POST /api/android/diet/categories/create/", () => {
  it("creates with the spec's default display order 1, trimmed, with no image", async () => {
    const res = await call(ctx, gym, "POST", CREATE_DIET_CATEGORY, { name: "  Breakfast  ", description: "Mornings" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: DIET_CATEGORY_CREATED,
      category: { name: "Breakfast", description: "Mornings", display_order: 1, image: null, food_count: 0 },
    });
  });

  it("keeps a given display order of 1 or more", async () => {
    const category = await makeDietCategory(ctx, gym, { display_order: "7" });
    expect(category.display_order).toBe(7);
  });

  it.each([
    ["missing", {}],
    ["blank", { name: "   " }],
    ["null", { name: null }],
    ["a number", { name: 42 }],
  ])("refuses a %s name with the category-name text, writing nothing", async (_label, body) => {
    const before = await dietCategoryCount(ctx, gym);
    const res = await call(ctx, gym, "POST", CREATE_DIET_CATEGORY, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: DIET_CATEGORY_NAME_REQUIRED });
    expect(await dietCategoryCount(ctx, gym)).toBe(before);
  });

  it.each([0, -1, 1.5, "abc", "2147483648", "0"])(
    "refuses display order %j (part 2 §5: minimum 1), writing nothing",
    async (display_order) => {
      const before = await dietCategoryCount(ctx, gym);
      const res = await call(ctx, gym, "POST", CREATE_DIET_CATEGORY, { name: uniqueName("Bad"), display_order });
      expectNo500(res);
      expect(res.statusCode, String(display_order)).toBe(400);
      expect(res.json().error).toBe(DISPLAY_ORDER_AT_LEAST_1);
      expect(await dietCategoryCount(ctx, gym)).toBe(before);
    },
  );

  it("refuses a second category of the same name in any case (409), writing nothing", async () => {
    await makeDietCategory(ctx, gym, { name: "Snacks" });
    const before = await dietCategoryCount(ctx, gym);
    const res = await call(ctx, gym, "POST", CREATE_DIET_CATEGORY, { name: "SNACKS" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: DIET_CATEGORY_NAME_TAKEN });
    expect(await dietCategoryCount(ctx, gym)).toBe(before);
  });
});

describe("GET /api/android/diet/categories/", () => {
  it("lists in display order then name, with each category's food count", async () => {
    const other = await createGym(ctx, "diet_cat_list");
    const lunch = await makeDietCategory(ctx, other, { name: "Lunch", display_order: 2 });
    await makeDietCategory(ctx, other, { name: "dinner", display_order: 2 });
    await makeDietCategory(ctx, other, { name: "Breakfast", display_order: 1 });
    await makeFood(ctx, other, lunch.id);
    await makeFood(ctx, other, lunch.id);
    const res = await call(ctx, other, "GET", DIET_CATEGORIES);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.count).toBe(3);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(["Breakfast", "dinner", "Lunch"]);
    expect(body.categories.map((c: { food_count: number }) => c.food_count)).toEqual([0, 0, 2]);
  });

  it("pages in SQL", async () => {
    const other = await createGym(ctx, "diet_cat_page");
    for (const order of [1, 2, 3]) await makeDietCategory(ctx, other, { display_order: order });
    const res = await call(ctx, other, "GET", `${DIET_CATEGORIES}?page=2&page_size=2`);
    expect(res.json()).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(res.json().categories).toHaveLength(1);
    expect(res.json().categories[0].display_order).toBe(3);
  });
});

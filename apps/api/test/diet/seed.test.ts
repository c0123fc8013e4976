import { existsSync } from "node:fs";
import type { DietCategory, FoodItem, FoodMenuSummary } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dietDemoSeeder } from "../../src/modules/diet/seed.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { DIET_CATEGORIES, MENU } from "../support/diet.ts";
import { mediaPath } from "../support/media.ts";

/** The demo food menu (issue 13): categories and about 40 foods with real figures. */
let ctx: TestContext;
let gym: TestGym;
let foods: FoodItem[];
let categories: DietCategory[];
let summary: FoodMenuSummary;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "diet_seed");
  await dietDemoSeeder.run(gymSeedContext(ctx, gym.schema));
  const menu = (await call(ctx, gym, "GET", `${MENU}?page_size=100`)).json();
  foods = menu.food_items;
  summary = menu.summary;
  categories = (await call(ctx, gym, "GET", DIET_CATEGORIES)).json().categories;
});
afterAll(() => ctx.close());

describe("the demo food menu seed", () => {
  it("has ordered categories from 1, each with a picture and food", () => {
    expect(categories.map((c) => c.display_order)).toEqual(categories.map((_, i) => i + 1));
    for (const c of categories) {
      expect(c.food_count, c.name).toBeGreaterThan(2);
      expect(existsSync(mediaPath(ctx, c.image!))).toBe(true);
    }
  });

  it("has about forty foods, vegetarian, vegan and gluten-free among them", () => {
    expect(foods.length).toBeGreaterThanOrEqual(38);
    expect(summary.total).toBe(foods.length);
    expect(summary.vegetarian).toBeGreaterThan(summary.vegan);
    expect(summary.vegan).toBeGreaterThan(5);
    expect(summary.gluten_free).toBeGreaterThan(10);
    expect(foods.filter((f) => !f.is_vegetarian).length).toBeGreaterThan(5);
    expect(new Set(foods.map((f) => f.difficulty_level))).toEqual(new Set(["EASY", "MEDIUM", "HARD"]));
  });

  it("gives figures that add up: energy from macros within a sane margin of the stated calories", () => {
    for (const f of foods) {
      const fromMacros = 4 * f.protein + 4 * (f.carbohydrates ?? 0) + 9 * (f.fat ?? 0);
      expect(Math.abs(fromMacros - f.calories) / f.calories, f.name).toBeLessThan(0.25);
    }
  });
});

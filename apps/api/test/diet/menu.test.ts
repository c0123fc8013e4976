import type { FoodItem } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { MENU, makeDietCategory, makeFood } from "../support/diet.ts";

/** GET /api/android/diet/menu/ (part 2 §7): filters in SQL, paging, whole-menu stat cards. */
let ctx: TestContext;
let gym: TestGym;
let breakfast: number;
let lunch: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "diet_menu");
  breakfast = (await makeDietCategory(ctx, gym, { name: "Breakfast" })).id;
  lunch = (await makeDietCategory(ctx, gym, { name: "Lunch" })).id;
  await makeFood(ctx, gym, breakfast, { name: "Poha", is_vegan: true, is_gluten_free: true });
  await makeFood(ctx, gym, breakfast, { name: "Masala Omelette", is_gluten_free: true, ingredients: "eggs, onion" });
  await makeFood(ctx, gym, breakfast, { name: "Aloo Paratha", is_vegetarian: true });
  await makeFood(ctx, gym, lunch, { name: "Rajma Chawal", is_vegan: true, is_gluten_free: true });
  await makeFood(ctx, gym, lunch, { name: "Palak Paneer", is_vegetarian: true, is_gluten_free: true });
  await makeFood(ctx, gym, lunch, { name: "100% Whey_Shake", description: "Protein" });
});
afterAll(() => ctx.close());

async function menu(query = "") {
  const res = await call(ctx, gym, "GET", `${MENU}${query}`);
  expectNo500(res);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { food_items: FoodItem[]; count: number; summary: Record<string, number> };
}
const names = (items: FoodItem[]) => items.map((f) => f.name);

describe("GET /api/android/diet/menu/", () => {
  it("lists every item by name with the whole menu's stat cards", async () => {
    const body = await menu();
    expect(names(body.food_items)).toEqual([
      "100% Whey_Shake",
      "Aloo Paratha",
      "Masala Omelette",
      "Palak Paneer",
      "Poha",
      "Rajma Chawal",
    ]);
    expect(body.summary).toEqual({ total: 6, vegetarian: 4, vegan: 2, gluten_free: 4 });
  });

  it("filters vegan, vegetarian and gluten free, together with the category; stat cards stay whole", async () => {
    expect(names((await menu("?is_vegan=true")).food_items)).toEqual(["Poha", "Rajma Chawal"]);
    expect(names((await menu(`?is_vegetarian=true&category_id=${breakfast}`)).food_items)).toEqual([
      "Aloo Paratha",
      "Poha",
    ]);
    const gf = await menu(`?is_gluten_free=1&category_id=${lunch}`);
    expect(names(gf.food_items)).toEqual(["Palak Paneer", "Rajma Chawal"]);
    expect(gf.count).toBe(2);
    expect(gf.summary.total).toBe(6);
  });

  it("searches name, description and ingredients case-insensitively; % and _ are plain characters", async () => {
    expect(names((await menu("?search=PANEER")).food_items)).toEqual(["Palak Paneer"]);
    expect(names((await menu("?search=eggs")).food_items)).toEqual(["Masala Omelette"]);
    expect(names((await menu("?search=100%25")).food_items)).toEqual(["100% Whey_Shake"]);
    expect(names((await menu("?search=y_s")).food_items)).toEqual(["100% Whey_Shake"]);
    expect((await menu("?search=a_o")).count).toBe(0);
  });

  it("blank filters mean none, as the documented client may send them", async () => {
    expect((await menu("?search=&category_id=&is_vegan=&is_vegetarian=&is_gluten_free=")).count).toBe(6);
  });

  it("pages in SQL", async () => {
    const body = await menu("?page=2&page_size=4");
    expect(body.count).toBe(6);
    expect(names(body.food_items)).toEqual(["Poha", "Rajma Chawal"]);
  });

  it.each(["category_id=abc", "category_id=-1", "is_vegan=maybe", "page_size=1000", "page=0"])(
    "refuses %s with a 400",
    async (query) => {
      const res = await call(ctx, gym, "GET", `${MENU}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );

  it("an unknown category filters to nothing", async () => {
    expect((await menu("?category_id=1999999")).food_items).toEqual([]);
  });
});

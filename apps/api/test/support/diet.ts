import type { DietCategory, FoodItem } from "@gym/contracts";
import { expect } from "vitest";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";

/** The diet paths (part 2 §7 "Diet"). */
export const DIET_CATEGORIES = "/api/android/diet/categories/";
export const CREATE_DIET_CATEGORY = "/api/android/diet/categories/create/";
export const MENU = "/api/android/diet/menu/";
export const CREATE_FOOD = "/api/android/diet/food/create/";
export const foodPath = (id: number | string, action?: "update" | "delete") =>
  `/api/android/diet/food/${id}/${action ? `${action}/` : ""}`;

let counter = 0;
export const uniqueName = (name: string) => `${name} ${++counter}`;

/** A diet category made through the API. */
export async function makeDietCategory(
  ctx: TestContext,
  gym: TestGym,
  extra: Record<string, unknown> = {},
): Promise<DietCategory> {
  const res = await call(ctx, gym, "POST", CREATE_DIET_CATEGORY, { name: uniqueName("Breakfast"), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().category;
}

/** The smallest valid food: name, category, calories, protein, serving size (part 2 §5). */
export const foodBody = (category: number, extra: Record<string, unknown> = {}) => ({
  name: uniqueName("Poha"),
  category,
  calories: 270,
  protein: 5.4,
  serving_size: "1 plate (200 g)",
  ...extra,
});

/** A food item made through the API. */
export async function makeFood(
  ctx: TestContext,
  gym: TestGym,
  category: number,
  extra: Record<string, unknown> = {},
): Promise<FoodItem> {
  const res = await call(ctx, gym, "POST", CREATE_FOOD, foodBody(category, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().food_item;
}

export const foodCount = (ctx: TestContext, gym: TestGym): Promise<number> =>
  ctx.db.tenants.get(gym.schema).foodItem.count();
export const dietCategoryCount = (ctx: TestContext, gym: TestGym): Promise<number> =>
  ctx.db.tenants.get(gym.schema).dietCategory.count();

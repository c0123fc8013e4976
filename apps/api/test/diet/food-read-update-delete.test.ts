import {
  DIET_CATEGORY_NOT_FOUND,
  FOOD_ITEM_DELETED,
  FOOD_ITEM_NOT_FOUND,
  FOOD_ITEM_UPDATED,
  FOOD_NAME_REQUIRED,
  type FoodItem,
  figureNegative,
  figureNotNumber,
  figureRequired,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { foodCount, foodPath, makeDietCategory, makeFood } from "../support/diet.ts";

/** Food detail, update and delete (part 2 §7), and one gym never reaching another's food. */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let category: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "diet_rud");
  other = await createGym(ctx, "diet_rud_other");
  category = (await makeDietCategory(ctx, gym)).id;
});
afterAll(() => ctx.close());

const stored = (id: number) => ctx.db.tenants.get(gym.schema).foodItem.findUnique({ where: { id } });

describe("GET /api/android/diet/food/{id}/", () => {
  it("answers the item as food_item", async () => {
    const food = await makeFood(ctx, gym, category, { fat: 6.5 });
    const res = await call(ctx, gym, "GET", foodPath(food.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, food_item: food });
  });

  it("answers 404 for an unknown id", async () => {
    const res = await call(ctx, gym, "GET", foodPath(1_999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: FOOD_ITEM_NOT_FOUND });
  });
});

describe("PATCH /api/android/diet/food/{id}/update/", () => {
  let food: FoodItem;
  beforeAll(async () => {
    food = await makeFood(ctx, gym, category, { carbohydrates: 48, description: "Flattened rice", is_vegan: true });
  });

  it("changes the given fields and keeps the others", async () => {
    const res = await call(ctx, gym, "PATCH", foodPath(food.id, "update"), {
      calories: "280.5",
      difficulty_level: "HARD",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: FOOD_ITEM_UPDATED,
      food_item: { ...food, calories: 280.5, difficulty_level: "HARD", updated_at: expect.any(String) },
    });
  });

  it("null or blank empties an optional figure or text", async () => {
    const res = await call(ctx, gym, "PATCH", foodPath(food.id, "update"), { carbohydrates: null, description: "" });
    expect(res.json().food_item).toMatchObject({ carbohydrates: null, description: "" });
  });

  it("moves the item to another category, and refuses an unknown one, changing nothing", async () => {
    const lunch = await makeDietCategory(ctx, gym, { name: "Lunch Moves" });
    const moved = await call(ctx, gym, "PATCH", foodPath(food.id, "update"), { category: lunch.id });
    expect(moved.json().food_item).toMatchObject({ category: lunch.id, category_name: "Lunch Moves" });
    const res = await call(ctx, gym, "PATCH", foodPath(food.id, "update"), { category: 1_999_999, calories: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(DIET_CATEGORY_NOT_FOUND);
    expect((await stored(food.id))?.category_id).toBe(lunch.id);
    expect(Number((await stored(food.id))?.calories)).toBe(280.5);
  });

  it.each([
    [{ name: " " }, FOOD_NAME_REQUIRED],
    [{ calories: null }, figureRequired("Calories")],
    [{ protein: -2 }, figureNegative("Protein")],
    [{ fat: "lots" }, figureNotNumber("Fat")],
  ])("refuses %j, changing nothing", async (body, error) => {
    const before = await stored(food.id);
    const res = await call(ctx, gym, "PATCH", foodPath(food.id, "update"), body);
    expectNo500(res);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
    expect(await stored(food.id)).toEqual(before);
  });

  it("un-choosing vegetarian un-chooses vegan; choosing vegan chooses vegetarian (decision 0101)", async () => {
    const veg = await makeFood(ctx, gym, category, { is_vegan: true });
    const off = await call(ctx, gym, "PATCH", foodPath(veg.id, "update"), { is_vegetarian: false });
    expect(off.json().food_item).toMatchObject({ is_vegetarian: false, is_vegan: false });
    const on = await call(ctx, gym, "PATCH", foodPath(veg.id, "update"), { is_vegan: "true" });
    expect(on.json().food_item).toMatchObject({ is_vegetarian: true, is_vegan: true });
  });

  it("answers 404 for an unknown id", async () => {
    const res = await call(ctx, gym, "PATCH", foodPath(1_999_999, "update"), { calories: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(FOOD_ITEM_NOT_FOUND);
  });
});

describe("DELETE /api/android/diet/food/{id}/delete/", () => {
  it("deletes, then answers 404", async () => {
    const food = await makeFood(ctx, gym, category);
    const res = await call(ctx, gym, "DELETE", foodPath(food.id, "delete"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: FOOD_ITEM_DELETED, id: food.id });
    expect(await stored(food.id)).toBeNull();
    const again = await call(ctx, gym, "DELETE", foodPath(food.id, "delete"));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(FOOD_ITEM_NOT_FOUND);
  });
});

describe("another gym's food", () => {
  it("is a 404 to read, update and delete, and stays as it was", async () => {
    // A gym with more food than this one, so its last id is not also an id here.
    const theirCategory = (await makeDietCategory(ctx, other)).id;
    let theirs: FoodItem | undefined;
    for (let i = 0; i < 40; i++) theirs = await makeFood(ctx, other, theirCategory);
    const id = theirs!.id;
    expect(await stored(id)).toBeNull();
    const mine = await foodCount(ctx, gym);
    for (const [method, url, payload] of [
      ["GET", foodPath(id), undefined],
      ["PATCH", foodPath(id, "update"), { calories: 1, name: "Taken over" }],
      ["DELETE", foodPath(id, "delete"), undefined],
    ] as const) {
      const res = await call(ctx, gym, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe(FOOD_ITEM_NOT_FOUND);
    }
    const after = await call(ctx, other, "GET", foodPath(id));
    expect(after.json().food_item).toEqual(theirs);
    expect(await foodCount(ctx, gym)).toBe(mine);
  });
});

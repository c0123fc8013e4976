import {
  DIET_CATEGORY_NOT_FOUND,
  DIFFICULTY_INVALID,
  FOOD_CATEGORY_REQUIRED,
  FOOD_ITEM_CREATED,
  FOOD_NAME_REQUIRED,
  figureNegative,
  figureNotNumber,
  figureRequired,
  figureTooLarge,
  figureTooPrecise,
  SERVING_SIZE_REQUIRED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { CREATE_FOOD, foodBody, foodCount, makeDietCategory } from "../support/diet.ts";

/** Food create (part 2 §3 "Food item", §5 food validation, §9 difficulty EASY). */
let ctx: TestContext;
let gym: TestGym;
let category: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "diet_food");
  category = (await makeDietCategory(ctx, gym)).id;
});
afterAll(() => ctx.close());

/** Posts `body` and expects a 400 with `error`, and no row written. */
async function refused(body: Record<string, unknown>, error: string) {
  const before = await foodCount(ctx, gym);
  const res = await call(ctx, gym, "POST", CREATE_FOOD, body);
  expectNo500(res);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, error });
  expect(await foodCount(ctx, gym)).toBe(before);
}

describe("POST /api/android/diet/food/create/", () => {
  it("creates with every field, answering the read shape with the category's name", async () => {
    const res = await call(ctx, gym, "POST", CREATE_FOOD, {
      name: "  Paneer Tikka ",
      category: String(category),
      calories: "310",
      protein: 22,
      carbohydrates: "8.25",
      fat: 21.5,
      serving_size: "150 g",
      preparation_time: "30",
      cooking_time: 15,
      difficulty_level: "medium",
      ingredients: "Paneer, curd, capsicum",
      instructions: "Marinate and grill.",
      description: "Grilled paneer",
      is_vegetarian: true,
      is_gluten_free: "true",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: FOOD_ITEM_CREATED });
    expect(body.food_item).toMatchObject({
      name: "Paneer Tikka",
      category,
      calories: 310,
      protein: 22,
      carbohydrates: 8.25,
      fat: 21.5,
      serving_size: "150 g",
      preparation_time: 30,
      cooking_time: 15,
      difficulty_level: "MEDIUM",
      is_vegetarian: true,
      is_vegan: false,
      is_gluten_free: true,
      description: "Grilled paneer",
    });
    expect(body.food_item.category_name).toMatch(/^Breakfast/);
  });

  it("defaults: difficulty EASY (§9), optional figures null, flags false, texts empty", async () => {
    const res = await call(ctx, gym, "POST", CREATE_FOOD, foodBody(category));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().food_item).toMatchObject({
      difficulty_level: "EASY",
      carbohydrates: null,
      fat: null,
      preparation_time: null,
      cooking_time: null,
      is_vegetarian: false,
      is_vegan: false,
      is_gluten_free: false,
      ingredients: "",
      instructions: "",
      description: "",
    });
  });

  it("stores figures exactly (no float drift): 0.1 + 0.2 style values come back as typed", async () => {
    const res = await call(
      ctx,
      gym,
      "POST",
      CREATE_FOOD,
      foodBody(category, { calories: "0.3", protein: "999999.99" }),
    );
    expect(res.json().food_item).toMatchObject({ calories: 0.3, protein: 999999.99 });
  });

  it("a vegan food is vegetarian (decision 0101)", async () => {
    const res = await call(ctx, gym, "POST", CREATE_FOOD, foodBody(category, { is_vegan: true, is_vegetarian: false }));
    expect(res.json().food_item).toMatchObject({ is_vegan: true, is_vegetarian: true });
  });

  describe("required fields (part 2 §5)", () => {
    it.each([
      ["name", FOOD_NAME_REQUIRED],
      ["category", FOOD_CATEGORY_REQUIRED],
      ["calories", figureRequired("Calories")],
      ["protein", figureRequired("Protein")],
      ["serving_size", SERVING_SIZE_REQUIRED],
    ])("missing, blank or null %s is refused with its text", async (field, error) => {
      const body: Record<string, unknown> = foodBody(category);
      delete body[field];
      await refused(body, error);
      await refused({ ...foodBody(category), [field]: "  " }, error);
      await refused({ ...foodBody(category), [field]: null }, error);
    });
  });

  describe("numbers: at least 0, step 0.01 (part 2 §5)", () => {
    const figures = [
      ["calories", "Calories"],
      ["protein", "Protein"],
      ["carbohydrates", "Carbohydrates"],
      ["fat", "Fat"],
      ["preparation_time", "Preparation time"],
      ["cooking_time", "Cooking time"],
    ] as const;

    it.each(figures)("negative %s is refused", async (field, label) => {
      await refused(foodBody(category, { [field]: -1 }), figureNegative(label));
      await refused(foodBody(category, { [field]: "-0.01" }), figureNegative(label));
    });

    it.each(figures)("non-numeric %s is refused", async (field, label) => {
      for (const value of ["abc", "12kcal", "1e3", "NaN", "Infinity", [], { a: 1 }, true]) {
        await refused(foodBody(category, { [field]: value }), figureNotNumber(label));
      }
    });

    it.each(figures)("%s with more than 2 decimals or beyond numeric(8,2) is refused", async (field, label) => {
      await refused(foodBody(category, { [field]: 1.005 }), figureTooPrecise(label));
      await refused(foodBody(category, { [field]: "1000000" }), figureTooLarge(label, "999999.99"));
    });

    it("0 is allowed for every figure", async () => {
      const res = await call(
        ctx,
        gym,
        "POST",
        CREATE_FOOD,
        foodBody(category, { calories: 0, protein: "0", carbohydrates: 0, fat: "0.00", cooking_time: 0 }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().food_item).toMatchObject({
        calories: 0,
        protein: 0,
        carbohydrates: 0,
        fat: 0,
        cooking_time: 0,
      });
    });
  });

  it("refuses an unknown difficulty", async () => {
    await refused(foodBody(category, { difficulty_level: "EXTREME" }), DIFFICULTY_INVALID);
  });

  it("refuses an unknown category with a clear 400, writing nothing", async () => {
    await refused(foodBody(2_000_000), DIET_CATEGORY_NOT_FOUND);
    const res = await call(ctx, gym, "POST", CREATE_FOOD, foodBody(2_000_000));
    expect(res.json().errors).toMatchObject({ category: DIET_CATEGORY_NOT_FOUND });
  });

  it("refuses another gym's category as unknown (ids are per gym: theirs is not one of ours)", async () => {
    const mine = await createGym(ctx, "diet_food_mine");
    const theirs = await createGym(ctx, "diet_food_theirs");
    await makeDietCategory(ctx, mine);
    let last = 0;
    for (let i = 0; i < 3; i++) last = (await makeDietCategory(ctx, theirs)).id;
    const res = await call(ctx, mine, "POST", CREATE_FOOD, foodBody(last));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(DIET_CATEGORY_NOT_FOUND);
    expect(await foodCount(ctx, mine)).toBe(0);
    expect(await foodCount(ctx, theirs)).toBe(0);
  });

  it.each([0, -3, 1.5, "x", 2 ** 31])("refuses category %j as not a category", async (value) => {
    await refused(foodBody(category, { category: value }), FOOD_CATEGORY_REQUIRED);
  });
});

import { createFoodItemBody, type FoodItem, figureNegative, figureRequired } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { emptyFoodValues, foodBody, foodValues, withUnit } from "./food-form.ts";

const item: FoodItem = {
  id: 3,
  name: "Poha",
  description: "",
  category: 2,
  category_name: "Breakfast",
  calories: 270,
  protein: 5.4,
  carbohydrates: null,
  fat: 6.5,
  serving_size: "1 plate",
  preparation_time: 10,
  cooking_time: null,
  difficulty_level: "EASY",
  ingredients: "",
  instructions: "",
  is_vegetarian: true,
  is_vegan: true,
  is_gluten_free: true,
  created_at: "2026-11-26T00:00:00.000Z",
  updated_at: "2026-11-26T00:00:00.000Z",
};

describe("the food form", () => {
  it("round-trips an item: empty boxes become null in the body", () => {
    const body = foodBody(foodValues(item));
    expect(body).toMatchObject({ category: 2, calories: 270, carbohydrates: null, fat: 6.5, cooking_time: null });
    expect(createFoodItemBody.safeParse(body).success).toBe(true);
  });

  it("an empty form fails the server's own schema with the spec's required fields", () => {
    const result = createFoodItemBody.safeParse(foodBody(emptyFoodValues()));
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(figureRequired("Calories"));
    expect(messages).toContain(figureRequired("Protein"));
    expect(createFoodItemBody.safeParse({ ...foodBody(foodValues(item)), fat: -1 }).error?.issues[0]?.message).toBe(
      figureNegative("Fat"),
    );
  });

  it("a vegan food is sent as vegetarian too", () => {
    const values = { ...foodValues(item), is_vegetarian: false, is_vegan: true };
    expect(foodBody(values)).toMatchObject({ is_vegetarian: true, is_vegan: true });
  });

  it("writes figures with their unit", () => {
    expect(withUnit(1234.5, "kcal")).toBe("1,234.5 kcal");
    expect(withUnit(null, "g")).toBeNull();
  });
});

import {
  type CreateFoodItemBody,
  DEFAULT_FOOD_DIFFICULTY,
  DIET_CATEGORY_NOT_FOUND,
  FOOD_ITEM_NOT_FOUND,
  type FoodItem,
  type ListFoodItemsFilter,
  type UpdateFoodItemBody,
} from "@gym/contracts";
import { isForeignKeyViolation } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { dietCategoriesRepository } from "../categories/repository.ts";
import { toFoodItem } from "./present.ts";
import { type FoodItemChanges, foodItemsRepository } from "./repository.ts";

const unknownCategory = () => badRequest(DIET_CATEGORY_NOT_FOUND, { errors: { category: DIET_CATEGORY_NOT_FOUND } });

/** GET menu/: filtered and paged in SQL, with the whole menu's stat cards (decision 0103). */
export async function listFoodItems(ctx: AreaContext, q: ListFoodItemsFilter) {
  const repo = foodItemsRepository(ctx);
  const [{ ids, count }, summary] = await Promise.all([
    repo.pageIds(q, q.page_size, (q.page - 1) * q.page_size),
    repo.summary(),
  ]);
  const food_items = (await repo.findMany(ids)).map(toFoodItem);
  return { food_items, count, page: q.page, page_size: q.page_size, summary };
}

export async function getFoodItem(ctx: AreaContext, id: number): Promise<FoodItem> {
  const row = await foodItemsRepository(ctx).find(id);
  if (!row) throw notFound(FOOD_ITEM_NOT_FOUND);
  return toFoodItem(row);
}

async function checkCategory(ctx: AreaContext, id: number | undefined) {
  if (id !== undefined && !(await dietCategoriesRepository(ctx).exists(id))) throw unknownCategory();
}

/** A category deleted between the check and the write is the same 400, never a 500. */
async function explained<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownCategory();
    throw error;
  }
}

type Flags = { is_vegetarian?: boolean | undefined; is_vegan?: boolean | undefined };

/**
 * A vegan food is vegetarian (decision 0101): choosing vegan sets vegetarian; un-choosing vegetarian
 * (without choosing vegan) clears vegan. `before` is the stored item on update.
 */
export function dietFlags(given: Flags, before = { is_vegetarian: false, is_vegan: false }) {
  const is_vegan = given.is_vegan ?? (given.is_vegetarian === false ? false : before.is_vegan);
  const is_vegetarian = is_vegan || (given.is_vegetarian ?? before.is_vegetarian);
  return { is_vegetarian, is_vegan };
}

export async function createFoodItem(ctx: AreaContext, body: CreateFoodItemBody): Promise<FoodItem> {
  await checkCategory(ctx, body.category);
  const id = await explained(() =>
    foodItemsRepository(ctx).create({
      category_id: body.category,
      name: body.name,
      description: body.description ?? "",
      calories: body.calories,
      protein: body.protein,
      carbohydrates: body.carbohydrates ?? null,
      fat: body.fat ?? null,
      serving_size: body.serving_size,
      preparation_time: body.preparation_time ?? null,
      cooking_time: body.cooking_time ?? null,
      difficulty_level: body.difficulty_level ?? DEFAULT_FOOD_DIFFICULTY,
      ingredients: body.ingredients ?? "",
      instructions: body.instructions ?? "",
      ...dietFlags(body),
      is_gluten_free: body.is_gluten_free ?? false,
    }),
  );
  return getFoodItem(ctx, id);
}

/** PATCH: given fields change, omitted ones keep their value; null or blank optional fields are emptied. */
export async function updateFoodItem(ctx: AreaContext, id: number, body: UpdateFoodItemBody): Promise<FoodItem> {
  const repo = foodItemsRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(FOOD_ITEM_NOT_FOUND);
  await checkCategory(ctx, body.category);
  const { category, is_vegetarian, is_vegan, ...rest } = body;
  const changes: FoodItemChanges = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  if (category !== undefined) changes.category_id = category;
  Object.assign(changes, dietFlags({ is_vegetarian, is_vegan }, before));
  const updated = await explained(() => repo.update(id, changes));
  if (!updated) throw notFound(FOOD_ITEM_NOT_FOUND);
  return getFoodItem(ctx, id);
}

export async function deleteFoodItem(ctx: AreaContext, id: number): Promise<void> {
  if (!(await foodItemsRepository(ctx).remove(id))) throw notFound(FOOD_ITEM_NOT_FOUND);
}

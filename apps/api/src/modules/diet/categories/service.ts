import {
  type CreateDietCategoryBody,
  DEFAULT_DIET_CATEGORY_DISPLAY_ORDER,
  DIET_CATEGORY_NAME_TAKEN,
  DIET_CATEGORY_NOT_FOUND,
  type DietCategory,
} from "@gym/contracts";
import { uniqueOrConflict } from "../../../lib/db-errors.ts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toDietCategory } from "./present.ts";
import { dietCategoriesRepository } from "./repository.ts";

export async function listDietCategories(ctx: AreaContext, query: { page: number; page_size: number }) {
  const { rows, count } = await dietCategoriesRepository(ctx).page(query.page, query.page_size);
  return { categories: rows.map(toDietCategory), count, page: query.page, page_size: query.page_size };
}

/** Part 2 §5, §9: display order at least 1, default 1; one category per name in any case (decision 0102). */
export async function createDietCategory(ctx: AreaContext, body: CreateDietCategoryBody): Promise<DietCategory> {
  const repo = dietCategoriesRepository(ctx);
  const id = await uniqueOrConflict(DIET_CATEGORY_NAME_TAKEN, () =>
    repo.create({
      name: body.name,
      description: body.description ?? "",
      image: null,
      display_order: body.display_order ?? DEFAULT_DIET_CATEGORY_DISPLAY_ORDER,
    }),
  );
  const row = await repo.find(id);
  if (!row) throw notFound(DIET_CATEGORY_NOT_FOUND);
  return toDietCategory(row);
}

import {
  type CreateProductCategoryFields,
  categoryHasProducts,
  DEFAULT_PRODUCT_CATEGORY_DISPLAY_ORDER,
  PRODUCT_CATEGORY_NAME_TAKEN,
  PRODUCT_CATEGORY_NOT_FOUND,
  type ProductCategory,
  type UpdateProductCategoryFields,
} from "@gym/contracts";
import { uniqueOrConflict } from "../../../lib/db-errors.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFile, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { toProductCategory } from "./present.ts";
import { type ProductCategoryData, productCategoriesRepository } from "./repository.ts";

export async function listProductCategories(
  ctx: AreaContext,
  query: { is_active?: boolean; page: number; page_size: number },
) {
  const { rows, count } = await productCategoriesRepository(ctx).page(query, query.page, query.page_size);
  return { categories: rows.map(toProductCategory), count, page: query.page, page_size: query.page_size };
}

async function found(ctx: AreaContext, id: number): Promise<ProductCategory> {
  const row = await productCategoriesRepository(ctx).find(id);
  if (!row) throw notFound(PRODUCT_CATEGORY_NOT_FOUND);
  return toProductCategory(row);
}

export async function createProductCategory(
  ctx: AreaContext,
  fields: CreateProductCategoryFields,
  image?: UploadedFile,
): Promise<ProductCategory> {
  const stored = image ? await keepFile(ctx, image, MEDIA_FOLDERS.productCategories, "image") : null;
  const id = await withKeptFiles(ctx, [stored], () =>
    uniqueOrConflict(PRODUCT_CATEGORY_NAME_TAKEN, () =>
      productCategoriesRepository(ctx).create({
        name: fields.name,
        description: fields.description ?? "",
        image: stored,
        is_active: fields.is_active ?? true,
        display_order: fields.display_order ?? DEFAULT_PRODUCT_CATEGORY_DISPLAY_ORDER,
        meta_title: fields.meta_title ?? "",
        meta_description: fields.meta_description ?? "",
      }),
    ),
  );
  return found(ctx, id);
}

/**
 * PATCH: given fields change, omitted or blank ones keep their value, `clear` empties the named ones
 * (decision 0152). A new image is kept first; the old one is removed once the row points elsewhere.
 */
export async function updateProductCategory(
  ctx: AreaContext,
  id: number,
  fields: UpdateProductCategoryFields,
  image?: UploadedFile,
): Promise<ProductCategory> {
  const repo = productCategoriesRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(PRODUCT_CATEGORY_NOT_FOUND);
  const changes: Partial<ProductCategoryData> = {};
  for (const name of fields.clear ?? []) {
    if (name === "image") changes.image = null;
    else changes[name] = "";
  }
  const { clear: _clear, ...given } = fields;
  for (const [key, value] of Object.entries(given)) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  if (image) changes.image = await keepFile(ctx, image, MEDIA_FOLDERS.productCategories, "image");
  await withKeptFiles(ctx, [image ? changes.image : null], async () => {
    const updated = await uniqueOrConflict(PRODUCT_CATEGORY_NAME_TAKEN, () => repo.update(id, changes));
    if (!updated) throw notFound(PRODUCT_CATEGORY_NOT_FOUND);
  });
  if (changes.image !== undefined && before.image !== changes.image) await removeFiles(ctx, [before.image]);
  return found(ctx, id);
}

/** Part 2 §5: a category that has products cannot be deleted; products must be moved or deleted first. */
export async function deleteProductCategory(ctx: AreaContext, id: number): Promise<void> {
  const result = await productCategoriesRepository(ctx).remove(id);
  if (!result) throw notFound(PRODUCT_CATEGORY_NOT_FOUND);
  if (result.products > 0) throw conflict(categoryHasProducts(result.products));
  await removeFiles(ctx, [result.image]);
}

import {
  type CreateProductFields,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_PRODUCT_ORDERING,
  type ListProductsFilter,
  MIN_PRICE_ABOVE_MAX,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  PRODUCT_SKU_TAKEN,
  type Product,
  type ProductImageField,
  toPaise,
  type UpdateProductFields,
} from "@gym/contracts";
import { isForeignKeyViolation, uniqueOrConflict } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFiles, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { productCategoriesRepository } from "../categories/repository.ts";
import { toProduct } from "./present.ts";
import { type ProductChanges, productsRepository } from "./repository.ts";

export type ProductImages = Partial<Record<ProductImageField, UploadedFile>>;

const unknownCategory = () =>
  badRequest(PRODUCT_CATEGORY_NOT_FOUND, { errors: { category: PRODUCT_CATEGORY_NOT_FOUND } });

/** GET list: filtered, ordered and paged in SQL, with the whole shop's figures (decision 0154). */
export async function listProducts(ctx: AreaContext, q: ListProductsFilter) {
  if (q.min_price !== undefined && q.max_price !== undefined && toPaise(q.min_price) > toPaise(q.max_price)) {
    throw badRequest(MIN_PRICE_ABOVE_MAX);
  }
  const repo = productsRepository(ctx);
  const ordering = q.ordering ?? DEFAULT_PRODUCT_ORDERING;
  const [{ ids, count }, summary] = await Promise.all([
    repo.pageIds(q, ordering, q.page_size, (q.page - 1) * q.page_size),
    repo.summary(),
  ]);
  const products = (await repo.findMany(ids)).map(toProduct);
  return { products, count, page: q.page, page_size: q.page_size, summary };
}

export async function getProduct(ctx: AreaContext, id: number): Promise<Product> {
  const row = await productsRepository(ctx).find(id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** Keeps every chosen image (all or none): the stored path per field. */
async function keepImages(ctx: AreaContext, files: ProductImages): Promise<Partial<Record<ProductImageField, string>>> {
  const chosen = Object.entries(files).filter((e): e is [ProductImageField, UploadedFile] => e[1] !== undefined);
  const paths = await keepFiles(
    ctx,
    chosen.map(([, file]) => file),
    MEDIA_FOLDERS.products,
    "image",
  );
  return Object.fromEntries(chosen.map(([field], i) => [field, paths[i]!]));
}

/** A write that names a taken SKU is a 409; one whose category vanished meanwhile is the unknown-category 400. */
async function explained<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await uniqueOrConflict(PRODUCT_SKU_TAKEN, write);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownCategory();
    throw error;
  }
}

async function checkCategory(ctx: AreaContext, id: number | undefined) {
  if (id !== undefined && !(await productCategoriesRepository(ctx).exists(id))) throw unknownCategory();
}

export async function createProduct(ctx: AreaContext, fields: CreateProductFields, files: ProductImages) {
  await checkCategory(ctx, fields.category);
  const kept = await keepImages(ctx, files);
  const { category, ...rest } = fields;
  const row = await withKeptFiles(ctx, Object.values(kept), () =>
    explained(() =>
      productsRepository(ctx).create({
        ...rest,
        category_id: category,
        original_price: rest.original_price ?? null,
        stock_quantity: rest.stock_quantity ?? 0,
        low_stock_threshold: rest.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
        is_active: rest.is_active ?? true,
        is_featured: rest.is_featured ?? false,
        ...kept,
      }),
    ),
  );
  return toProduct(row);
}

/** `clear` first (decision 0152), then every given field; a chosen file wins over clearing its slot. */
function changesOf(fields: UpdateProductFields, kept: Partial<Record<ProductImageField, string>>): ProductChanges {
  const changes: Record<string, unknown> = {};
  for (const name of fields.clear ?? []) {
    changes[name] = name === "original_price" || name === "main_image" || name.startsWith("image_") ? null : "";
  }
  const { clear: _clear, category, ...given } = fields;
  for (const [key, value] of Object.entries(given)) if (value !== undefined) changes[key] = value;
  if (category !== undefined) changes.category_id = category;
  return { ...(changes as ProductChanges), ...kept };
}

/** PATCH: omitted or blank fields keep their value (part 2 §5); replaced images are removed after the commit. */
export async function updateProduct(ctx: AreaContext, id: number, fields: UpdateProductFields, files: ProductImages) {
  const repo = productsRepository(ctx);
  if (!(await repo.find(id))) throw notFound(PRODUCT_NOT_FOUND);
  await checkCategory(ctx, fields.category);
  const kept = await keepImages(ctx, files);
  const replaced = await withKeptFiles(ctx, Object.values(kept), async () => {
    const result = await explained(() => repo.update(id, changesOf(fields, kept)));
    if (!result) throw notFound(PRODUCT_NOT_FOUND);
    return result;
  });
  await removeFiles(ctx, replaced);
  return getProduct(ctx, id);
}

export async function deleteProduct(ctx: AreaContext, id: number): Promise<void> {
  const images = await productsRepository(ctx).remove(id);
  if (!images) throw notFound(PRODUCT_NOT_FOUND);
  await removeFiles(ctx, images);
}

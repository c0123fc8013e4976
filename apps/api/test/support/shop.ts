import type { Product, ProductCategory } from "@gym/contracts";
import { expect } from "vitest";
import { MEDIA_FOLDERS } from "../../src/uploads/folders.ts";
import { call, patch, post } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { filesIn } from "./media.ts";
import type { Part } from "./multipart.ts";

/** The shop's paths (part 2 §7) and the public shop (decision 0156). */
export const CATEGORIES = "/api/gym-products/categories/";
export const CREATE_CATEGORY = "/api/gym-products/categories/create/";
export const categoryPath = (id: number | string, action: "update" | "delete") =>
  `/api/gym-products/categories/${id}/${action}/`;
export const PRODUCTS = "/api/gym-products/products/";
export const CREATE_PRODUCT = "/api/gym-products/products/create/";
export const productPath = (id: number | string, action?: "update" | "delete") =>
  `/api/gym-products/products/${id}/${action ? `${action}/` : ""}`;
export const WHATSAPP = "/api/gym-products/whatsapp/generate-message/";
export const publicProductsPath = (schema: string) => `/api/public/gyms/${encodeURIComponent(schema)}/products/`;

let counter = 0;
export const unique = (name: string) => `${name} ${++counter}`;

/** A category made through the API (JSON). */
export async function makeCategory(
  ctx: TestContext,
  gym: TestGym,
  extra: Record<string, unknown> = {},
): Promise<ProductCategory> {
  const res = await call(ctx, gym, "POST", CREATE_CATEGORY, { name: unique("Supplements"), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().category;
}

/** The smallest valid product form: name, category, price, WhatsApp number. */
export const productParts = (category: number, extra: Record<string, Part> = {}): Record<string, Part> => ({
  name: unique("Whey Protein"),
  category: String(category),
  price: "1999",
  whatsapp_number: "9876543210",
  ...extra,
});

export function createProduct(ctx: TestContext, gym: TestGym, parts: Record<string, Part>) {
  return post(ctx, gym, CREATE_PRODUCT, parts);
}

/** A product made through the API (multipart). */
export async function makeProduct(
  ctx: TestContext,
  gym: TestGym,
  category: number,
  extra: Record<string, Part> = {},
): Promise<Product> {
  const res = await createProduct(ctx, gym, productParts(category, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product;
}

export function updateProduct(ctx: TestContext, gym: TestGym, id: number, parts: Record<string, Part>) {
  return patch(ctx, gym, productPath(id, "update"), parts);
}

export const productFiles = (ctx: TestContext, gym: TestGym) => filesIn(ctx, gym, MEDIA_FOLDERS.products);
export const categoryFiles = (ctx: TestContext, gym: TestGym) => filesIn(ctx, gym, MEDIA_FOLDERS.productCategories);

export async function productCount(ctx: TestContext, gym: TestGym): Promise<number> {
  return ctx.db.tenants.get(gym.schema).product.count();
}

import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  PRODUCT_CLEARABLE,
  PRODUCT_IMAGE_FIELDS,
  type Product,
  type ProductImageField,
} from "@gym/contracts";
import { appendChanged } from "./form-data.ts";
import { type ImageChoice, KEEP } from "./image-choice.ts";

/** The product form's fields (part 2 §3), as the inputs hold them; validated with the contract's schema. */
export interface ProductFormValues {
  name: string;
  category: string;
  short_description: string;
  description: string;
  brand: string;
  model: string;
  sku: string;
  price: number | string;
  original_price: number | string;
  stock_quantity: number | string;
  low_stock_threshold: number | string;
  is_active: boolean;
  is_featured: boolean;
  whatsapp_number: string;
  features: string;
  usage_instructions: string;
  warnings: string;
  weight: string;
  dimensions: string;
  color: string;
  size: string;
  material: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  display_order: number | string;
  average_rating: number | string;
  total_reviews: number | string;
}

export type ProductImages = Record<ProductImageField, ImageChoice>;

export interface ProductDraft {
  values: ProductFormValues;
  images: ProductImages;
}

export const keepAllImages = (): ProductImages =>
  Object.fromEntries(PRODUCT_IMAGE_FIELDS.map((f) => [f, KEEP])) as ProductImages;

/** A new product: active, stock 0, threshold 5, order 0 (decision 0150); the WhatsApp number the gym used last. */
export function emptyProductValues(defaults: { category?: string; whatsapp_number?: string } = {}): ProductFormValues {
  return {
    name: "",
    category: defaults.category ?? "",
    short_description: "",
    description: "",
    brand: "",
    model: "",
    sku: "",
    price: "",
    original_price: "",
    stock_quantity: 0,
    low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
    is_active: true,
    is_featured: false,
    whatsapp_number: defaults.whatsapp_number ?? "",
    features: "",
    usage_instructions: "",
    warnings: "",
    weight: "",
    dimensions: "",
    color: "",
    size: "",
    material: "",
    meta_title: "",
    meta_description: "",
    keywords: "",
    display_order: 0,
    average_rating: 0,
    total_reviews: 0,
  };
}

export function productValues(p: Product): ProductFormValues {
  const values = emptyProductValues();
  for (const key of Object.keys(values) as (keyof ProductFormValues)[]) {
    const value = key === "category" ? String(p.category_id) : p[key];
    (values as unknown as Record<string, unknown>)[key] = value ?? "";
  }
  return values;
}

/** Create (multipart): every non-empty field and the chosen pictures (part 2 §7). */
export function createProductForm({ values, images }: ProductDraft): FormData {
  const form = new FormData();
  appendChanged(form, { ...values }, null, []);
  for (const field of PRODUCT_IMAGE_FIELDS) {
    const choice = images[field];
    if (choice.kind === "new") form.append(field, choice.file, choice.file.name);
  }
  return form;
}

/**
 * Update (multipart, same shape): only the fields that changed and the newly chosen pictures; emptied
 * optional fields and removed pictures are named in `clear` (part 2 §5, decision 0152).
 */
export function updateProductForm(product: Product, { values, images }: ProductDraft): FormData {
  const form = new FormData();
  const clear = appendChanged(form, { ...values }, { ...productValues(product) }, PRODUCT_CLEARABLE);
  for (const field of PRODUCT_IMAGE_FIELDS) {
    const choice = images[field];
    if (choice.kind === "new") form.append(field, choice.file, choice.file.name);
    if (choice.kind === "remove" && product[field]) clear.push(field);
  }
  if (clear.length) form.append("clear", clear.join(","));
  return form;
}

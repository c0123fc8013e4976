import {
  DEFAULT_PRODUCT_CATEGORY_DISPLAY_ORDER,
  PRODUCT_CATEGORY_CLEARABLE,
  type ProductCategory,
} from "@gym/contracts";
import { appendChanged, asText } from "./form-data.ts";
import { type ImageChoice, KEEP } from "./image-choice.ts";

/** The category form (part 2 §3 fields); `image` is handled apart from the validated text fields. */
export interface CategoryFormValues {
  name: string;
  description: string;
  display_order: number | string;
  is_active: boolean;
  meta_title: string;
  meta_description: string;
  image: ImageChoice;
}

export function emptyCategoryValues(): CategoryFormValues {
  return {
    name: "",
    description: "",
    display_order: DEFAULT_PRODUCT_CATEGORY_DISPLAY_ORDER,
    is_active: true,
    meta_title: "",
    meta_description: "",
    image: KEEP,
  };
}

export function categoryValues(category: ProductCategory): CategoryFormValues {
  const { name, description, display_order, is_active, meta_title, meta_description } = category;
  return { name, description, display_order, is_active, meta_title, meta_description, image: KEEP };
}

/** Create (part 2 §7): JSON, or multipart when an image is included; empty fields are left out. */
export function createCategoryBody({ image, ...fields }: CategoryFormValues): FormData | Record<string, unknown> {
  if (image.kind === "new") {
    const form = new FormData();
    appendChanged(form, fields, null, []);
    form.append("image", image.file, image.file.name);
    return form;
  }
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, typeof value === "boolean" ? value : asText(value)] as const)
      .filter(([, value]) => value !== ""),
  );
}

/** Update (multipart): only what changed; emptied fields and a removed image go in `clear` (decision 0152). */
export function updateCategoryForm(category: ProductCategory, { image, ...fields }: CategoryFormValues): FormData {
  const form = new FormData();
  const { image: _current, ...before } = categoryValues(category);
  const clear = appendChanged(form, fields, before, PRODUCT_CATEGORY_CLEARABLE);
  if (image.kind === "new") form.append("image", image.file, image.file.name);
  if (image.kind === "remove" && category.image) clear.push("image");
  if (clear.length) form.append("clear", clear.join(","));
  return form;
}

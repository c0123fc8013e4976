import type { ProductCategory } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { ProductCategoryRow } from "./repository.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

export function toProductCategory(row: ProductCategoryRow): ProductCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: mediaUrlOrNull(row.image),
    is_active: row.is_active,
    display_order: row.display_order,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    active_products_count: row.active_products_count,
    products_count: row.products_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

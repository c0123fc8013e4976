import { quoteIdent } from "../../../db/pool.ts";
import type { ProductChanges } from "./repository.ts";

/** Every column an update may set, with the type its parameter is cast to. */
const COLUMN_TYPES: Record<keyof ProductChanges, string> = {
  category_id: "integer",
  name: "text",
  description: "text",
  short_description: "text",
  price: "numeric",
  original_price: "numeric",
  brand: "text",
  model: "text",
  sku: "text",
  main_image: "text",
  image_2: "text",
  image_3: "text",
  image_4: "text",
  weight: "text",
  dimensions: "text",
  color: "text",
  size: "text",
  material: "text",
  stock_quantity: "integer",
  low_stock_threshold: "integer",
  is_active: "boolean",
  is_featured: "boolean",
  features: "text",
  usage_instructions: "text",
  warnings: "text",
  whatsapp_number: "text",
  meta_title: "text",
  meta_description: "text",
  keywords: "text",
  display_order: "integer",
  average_rating: "numeric",
  total_reviews: "integer",
};

/**
 * One UPDATE that locks the row, changes it and answers the image paths it had before, so a change of
 * pictures and the list of files it replaced come from the same moment without an interactive
 * transaction (which would hold a pooled connection across round trips). `$1` is the product's id.
 */
export function updateStatement(table: string, imageColumns: readonly string[], changes: ProductChanges, now: Date) {
  const params: unknown[] = [];
  const sets = Object.entries(changes)
    .filter(([column, value]) => value !== undefined && column in COLUMN_TYPES)
    .map(([column, value]) => {
      params.push(value === null ? null : String(value));
      return `${quoteIdent(column)} = $${params.length + 1}::${COLUMN_TYPES[column as keyof ProductChanges]}`;
    });
  params.push(now);
  sets.push(`updated_at = $${params.length + 1}::timestamptz`);
  const old = imageColumns.map((c) => `old.${c} AS ${c}`).join(", ");
  const sql = `WITH old AS (SELECT id, ${imageColumns.join(", ")} FROM ${table} WHERE id = $1 FOR UPDATE)
    UPDATE ${table} p SET ${sets.join(", ")} FROM old WHERE p.id = old.id RETURNING ${old}`;
  return { sql, params };
}

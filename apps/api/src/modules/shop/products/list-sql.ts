import type { ListProductsFilter, ProductOrdering } from "@gym/contracts";
import { likePattern } from "../../../lib/like-pattern.ts";

/** The seven orderings (part 2 §2) as SQL; the id breaks ties so pages never overlap. */
export const ORDER_BY: Record<ProductOrdering, string> = {
  "-created_at": "p.created_at DESC, p.id DESC",
  created_at: "p.created_at ASC, p.id ASC",
  name: "lower(p.name) ASC, p.id ASC",
  "-name": "lower(p.name) DESC, p.id DESC",
  price: "p.price ASC, p.id ASC",
  "-price": "p.price DESC, p.id DESC",
  "-average_rating": "p.average_rating DESC, p.total_reviews DESC, p.id DESC",
};

export type ProductFilter = Pick<
  ListProductsFilter,
  "search" | "category" | "min_price" | "max_price" | "brand" | "in_stock" | "is_featured" | "is_active"
>;

/** The list's filters (part 2 §3) as one WHERE clause over `products p`, with numbered parameters. */
export function productWhere(filter: ProductFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  if (filter.search) {
    const q = p(likePattern(filter.search));
    parts.push(
      `(p.name ILIKE ${q} OR p.short_description ILIKE ${q} OR p.brand ILIKE ${q} OR p.sku ILIKE ${q} OR p.keywords ILIKE ${q})`,
    );
  }
  if (filter.category !== undefined) parts.push(`p.category_id = ${p(filter.category)}`);
  if (filter.min_price !== undefined) parts.push(`p.price >= ${p(filter.min_price)}::numeric`);
  if (filter.max_price !== undefined) parts.push(`p.price <= ${p(filter.max_price)}::numeric`);
  if (filter.brand) parts.push(`p.brand ILIKE ${p(likePattern(filter.brand))}`);
  if (filter.in_stock !== undefined) parts.push(filter.in_stock ? "p.stock_quantity > 0" : "p.stock_quantity = 0");
  if (filter.is_featured !== undefined) parts.push(`p.is_featured = ${p(filter.is_featured)}`);
  if (filter.is_active !== undefined) parts.push(`p.is_active = ${p(filter.is_active)}`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

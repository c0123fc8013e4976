import type { ProductsSummary } from "@gym/contracts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The header's counts (part 2 §2): products, categories, and what needs the owner's eye. */
export function headerCounts(summary: ProductsSummary, categories: number | undefined): string {
  const parts = [plural(summary.total, "product", "products")];
  if (categories !== undefined) parts.push(plural(categories, "category", "categories"));
  if (summary.low_stock > 0) parts.push(`${summary.low_stock} low on stock`);
  if (summary.out_of_stock > 0) parts.push(`${summary.out_of_stock} out of stock`);
  return parts.join(" · ");
}

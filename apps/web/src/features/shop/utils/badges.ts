import type { Product, PublicProduct } from "@gym/contracts";

/** Colours chosen for WCAG AA text contrast (decision 0034): dark text on light fills, white on dark ones. */
export interface Badge {
  label: string;
  color: string;
  textColor: string;
}

const FEATURED = { color: "yellow.4", textColor: "dark.9" };
const OFFER = { color: "red.9", textColor: "white" };
const OUT = { color: "dark.6", textColor: "white" };
const LOW = { color: "orange.1", textColor: "#a34700" };
const INACTIVE = { color: "gray.7", textColor: "white" };

type BadgeSource = Pick<Product, "is_featured" | "is_on_sale" | "discount_percentage" | "in_stock"> &
  Partial<Pick<Product, "is_low_stock" | "is_active">>;

/**
 * Part 2 §2: Featured, percent OFF, Out of Stock, Low Stock (only when low and in stock, §4); the
 * dashboard also marks an inactive product, which the public page never shows.
 */
export function productBadges(p: BadgeSource | PublicProduct): Badge[] {
  const badges: Badge[] = [];
  if ("is_active" in p && p.is_active === false) badges.push({ label: "Inactive", ...INACTIVE });
  if (p.is_featured) badges.push({ label: "Featured", ...FEATURED });
  if (p.is_on_sale && p.discount_percentage > 0) badges.push({ label: `${p.discount_percentage}% OFF`, ...OFFER });
  if (!p.in_stock) badges.push({ label: "Out of Stock", ...OUT });
  else if ("is_low_stock" in p && p.is_low_stock) badges.push({ label: "Low Stock", ...LOW });
  return badges;
}

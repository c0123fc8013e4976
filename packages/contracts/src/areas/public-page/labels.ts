/**
 * Pure texts of the gym's public page, shared by the dashboard (React) and the server-rendered page
 * (apps/api/src/modules/public-gym/page/, decision 0194): one copy of each rule. No zod here, so a
 * small bundle that imports them stays small.
 */

const whole = /* @__PURE__ */ new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const paise = /* @__PURE__ */ new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹2,499 or ₹2,499.50: Indian grouping, paise only when there are some (a price is never "₹2,499.5"). */
export function priceText(amount: number): string {
  return `₹${Number.isInteger(amount) ? whole.format(amount) : paise.format(amount)}`;
}

/** Rupees for an entry fee: "Free" for 0, nothing when none was set. */
export function feeText(fee: number | null, formatRupees: (n: number) => string): string | null {
  if (fee === null) return null;
  return fee === 0 ? "Free" : formatRupees(fee);
}

/** "1.2K" style counts for views, likes and shares on small cards. */
export function compactCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0).replace(/\.0$/, "")}K`;
  return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
}

/** A WhatsApp share link with the post's title and the page's address (wa.me works on phones and desktop). */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

interface OrderedProduct {
  name: string;
  price: number;
  in_stock: boolean;
}

/**
 * The public page's 'Order on WhatsApp' message (decision 0156): the visitor's words, ready to send;
 * an out-of-stock product asks when it is back instead.
 */
export function orderMessage(p: OrderedProduct, gymName: string): string {
  const item = `${p.name} (${priceText(p.price)})`;
  return p.in_stock
    ? `Hi ${gymName}, I would like to order ${item}. Is it available for pick-up at the gym?`
    : `Hi ${gymName}, I am interested in ${item}. When will it be back in stock?`;
}

/** A chat with the product's number (country code 91) with the order message typed in. */
export function orderOnWhatsappUrl(p: OrderedProduct & { whatsapp_number: string }, gymName: string): string {
  return `https://wa.me/91${p.whatsapp_number}?text=${encodeURIComponent(orderMessage(p, gymName))}`;
}

/** Which badge a product shows; each client picks its own colours for a tone (AA contrast, decision 0034). */
export type ProductBadgeTone = "inactive" | "featured" | "offer" | "out" | "low";

export interface ProductBadge {
  label: string;
  tone: ProductBadgeTone;
}

interface BadgeSource {
  is_featured: boolean;
  is_on_sale: boolean;
  discount_percentage: number;
  in_stock: boolean;
  is_low_stock?: boolean;
  is_active?: boolean;
}

/**
 * Part 2 §2: Featured, percent OFF, Out of Stock, Low Stock (only when low and in stock, §4); the
 * dashboard also marks an inactive product, which the public page never shows.
 */
export function productBadges(p: BadgeSource): ProductBadge[] {
  const badges: ProductBadge[] = [];
  if (p.is_active === false) badges.push({ label: "Inactive", tone: "inactive" });
  if (p.is_featured) badges.push({ label: "Featured", tone: "featured" });
  if (p.is_on_sale && p.discount_percentage > 0) badges.push({ label: `${p.discount_percentage}% OFF`, tone: "offer" });
  if (!p.in_stock) badges.push({ label: "Out of Stock", tone: "out" });
  else if (p.is_low_stock) badges.push({ label: "Low Stock", tone: "low" });
  return badges;
}

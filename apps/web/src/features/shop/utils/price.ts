const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹2,499 or ₹2,499.50: Indian grouping, paise only when there are some (a price is never "₹2,499.5"). */
export function priceText(amount: number): string {
  return `₹${Number.isInteger(amount) ? whole.format(amount) : paise.format(amount)}`;
}

/** The offer a price and an original price make, as the server computes it (decision 0150), for the form's preview. */
export function discountPreview(price: unknown, original: unknown): number | null {
  const p = Math.round(Number(price) * 100);
  const o = Math.round(Number(original) * 100);
  if (!Number.isFinite(p) || !Number.isFinite(o) || String(original).trim() === "" || o <= p) return null;
  return Math.floor(((o - p) * 100) / o);
}

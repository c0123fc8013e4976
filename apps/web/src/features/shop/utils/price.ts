/** The offer a price and an original price make, as the server computes it (decision 0150), for the form's preview. */
export function discountPreview(price: unknown, original: unknown): number | null {
  const p = Math.round(Number(price) * 100);
  const o = Math.round(Number(original) * 100);
  if (!Number.isFinite(p) || !Number.isFinite(o) || String(original).trim() === "" || o <= p) return null;
  return Math.floor(((o - p) * 100) / o);
}

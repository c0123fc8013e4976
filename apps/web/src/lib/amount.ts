/**
 * Part 1 §9: "Amount abbreviation: K from 1,000, M from 1,000,000, one decimal." Amounts are rupees.
 * 1,500 → ₹1.5K; 2,300,000 → ₹2.3M; 999 → ₹999; 999,960 → ₹1.0M (never "1000.0K").
 */
const RUPEE = "₹";

const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

function abbreviateMagnitude(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) {
    const thousands = (value / 1_000).toFixed(1);
    // Rounding can reach 1000.0K: that is a million.
    return Number(thousands) >= 1_000 ? `${(value / 1_000_000).toFixed(1)}M` : `${thousands}K`;
  }
  return plain.format(value);
}

/** The abbreviated rupee amount for stat tiles; negative amounts (a loss) keep their sign in front. */
export function abbreviateAmount(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  const sign = amount < 0 ? "-" : "";
  return `${sign}${RUPEE}${abbreviateMagnitude(Math.abs(amount))}`;
}

const twoDecimals = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one money format of the screens (issue 22 §11: the reports showed '₹74,799.5' and smart tracking
 * '₹74,799.50'): Indian digit grouping and always two decimals, ₹12,34,567.50, from whole paise so float
 * noise never shows. Every amount on screen goes through here (src/lib/money-format.test.ts holds it).
 */
export function formatRupees(value: number | string | null | undefined): string {
  const paise = Math.round(toAmount(value) * 100);
  return `${paise < 0 ? "-" : ""}${RUPEE}${twoDecimals.format(Math.abs(paise) / 100)}`;
}

const wholeOrTwoDecimals = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/**
 * Part 2 §1: "the invoice and timeline views use Indian rupee formatting with no decimals": ₹1,575, and
 * the paise only when there are some (₹61.73, ₹60,892.10). Used by those two views only; every other
 * amount is formatRupees.
 */
export function formatInvoiceRupees(value: number | string | null | undefined): string {
  const paise = Math.round(toAmount(value) * 100);
  const text = wholeOrTwoDecimals.format(Math.abs(paise) / 100);
  const withPaise = paise % 100 === 0 ? text : twoDecimals.format(Math.abs(paise) / 100);
  return `${paise < 0 ? "-" : ""}${RUPEE}${withPaise}`;
}

/** JSON numbers, numeric strings ("1200.50") and nothing at all; anything unreadable counts as 0. */
export function toAmount(value: number | string | null | undefined): number {
  const amount = typeof value === "string" ? Number(value.trim()) : (value ?? 0);
  return Number.isFinite(amount) ? amount : 0;
}

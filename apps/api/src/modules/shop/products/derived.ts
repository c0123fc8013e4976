import { toPaise } from "@gym/contracts";
import type { Prisma } from "../../../generated/prisma/client.ts";

/**
 * What the server derives from a product's stored columns (decision 0150). Money is compared and
 * divided in whole paise, never as floating-point rupees.
 */
export interface StockAndPrice {
  price: Prisma.Decimal;
  original_price: Prisma.Decimal | null;
  stock_quantity: number;
  low_stock_threshold: number;
}

export const paiseOf = (amount: Prisma.Decimal) => toPaise(amount.toFixed(2));
/** Rupees as the JSON number the API answers (exact for numeric(12,2)). */
export const rupees = (amount: Prisma.Decimal) => Number(amount.toFixed(2));

export function derivedFlags(row: StockAndPrice) {
  const price = paiseOf(row.price);
  const original = row.original_price === null ? null : paiseOf(row.original_price);
  const is_on_sale = original !== null && original > price;
  return {
    in_stock: row.stock_quantity > 0,
    /** At or below the threshold, out of stock included; the Low Stock badge also needs in_stock (part 2 §4). */
    is_low_stock: row.stock_quantity <= row.low_stock_threshold,
    is_on_sale,
    /** Whole percent, rounded down so an offer is never overstated. */
    discount_percentage: is_on_sale ? Math.floor(((original - price) * 100) / original) : 0,
  };
}

/** One feature per line (part 2 §3); blank lines and leading bullets dropped. */
export function featuresList(features: string): string[] {
  return features
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•‣▪]\s*)+/, "").trim())
    .filter((line) => line !== "");
}

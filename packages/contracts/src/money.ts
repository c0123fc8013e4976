import { z } from "./messages.ts";

/**
 * Money is rupees with paise: `numeric(12,2)` in the database (DESIGN §5). In code an amount is
 * either the exact decimal text the database and the contracts use ("1250.50"), or a whole number
 * of paise for arithmetic. Nothing here multiplies floating-point rupees.
 */

/** numeric(12,2): at most 10 digits before the point. */
export const MONEY_MAX_PAISE = 999_999_999_999;
export const MONEY_MAX = "9999999999.99";

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The exact decimal text of a JSON number or numeric string, or null when it is not a plain decimal
 * (NaN, Infinity, "1e5", "12abc", ""). A JS number prints as the shortest text that reads back as
 * itself, so `1250.5` gives "1250.5", never a binary approximation.
 */
export function decimalText(value: unknown): string | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    return DECIMAL.test(text) ? text : null;
  }
  if (typeof value === "string") {
    const text = value.trim();
    return DECIMAL.test(text) ? text : null;
  }
  return null;
}

/** Decimal places of a decimal text ("12.50" → 2, "7" → 0). */
export function decimalPlaces(text: string): number {
  return DECIMAL.exec(text)?.[3]?.length ?? 0;
}

/** Paise of an amount with at most two decimals, exactly; throws on anything else. */
export function toPaise(value: number | string): number {
  const text = decimalText(value);
  const match = text ? DECIMAL.exec(text) : null;
  if (!match || (match[3]?.length ?? 0) > 2) throw new RangeError(`Not an amount in rupees: ${String(value)}`);
  const paise = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -paise : paise;
}

/** "1250.50" from 125050 paise. */
export function paiseToText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Rupees as the JSON number the API answers (exact for every numeric(12,2) value). */
export function paiseToRupees(paise: number): number {
  return Number(paiseToText(paise));
}

/**
 * `percent`% of an amount in paise, rounded half up to the paisa (e.g. a 5% late fee). Integer
 * arithmetic only: basis points avoid fractions of a percent turning into floats.
 */
export function percentOfPaise(paise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

export interface MoneyOptions {
  /** Field name for the default messages. */
  field: string;
  /** Smallest amount allowed (rupees, default 0). */
  min?: number;
  /** True: the amount must be above `min` rather than at least `min`. */
  exclusiveMin?: boolean;
  /** Message for a missing, non-numeric, negative or too-small value (the spec's text where it has one). */
  message?: string;
  /** Message for a missing value only, where the spec has one text for every missing field. */
  required?: string;
}

/**
 * An amount in rupees from a JSON number or its text (a form, a query, or JSON as the documented
 * clients send it; a boolean, array or object is refused, decision 0200): at most two decimals, within
 * numeric(12,2), at least `min`. The parsed value is the exact decimal text ("1250.5"), ready for
 * Prisma's Decimal fields and for `$n::numeric` in raw SQL; use `toPaise` to compute with it.
 */
export function money(options: MoneyOptions) {
  const { field, min = 0, exclusiveMin = false } = options;
  const invalid = options.message ?? `${field} must be an amount in rupees`;
  const tooSmall =
    options.message ?? (exclusiveMin ? `${field} must be more than ${min}` : `${field} must be at least ${min}`);
  const required = options.required ?? options.message ?? `${field} is required`;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? required : invalid) })
    .transform((value, ctx) => {
      const text = decimalText(value);
      if (text === null) {
        ctx.addIssue({ code: "custom", message: value === "" ? required : invalid });
        return z.NEVER;
      }
      if (decimalPlaces(text) > 2) {
        ctx.addIssue({ code: "custom", message: `${field} can have at most 2 decimal places` });
        return z.NEVER;
      }
      const paise = toPaise(text);
      const minPaise = toPaise(min);
      if (exclusiveMin ? paise <= minPaise : paise < minPaise) {
        ctx.addIssue({ code: "custom", message: tooSmall });
        return z.NEVER;
      }
      if (paise > MONEY_MAX_PAISE) {
        ctx.addIssue({ code: "custom", message: `${field} must be at most ${MONEY_MAX}` });
        return z.NEVER;
      }
      return paiseToText(paise);
    });
}

/** An optional amount: blank or null means absent. */
export function optionalMoney(options: MoneyOptions) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    money(options).optional(),
  );
}

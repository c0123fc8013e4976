import { blankToUndefined, dbIdWith, formBoolean, INT4_MAX, listParts, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { decimalPlaces, decimalText } from "../../money.ts";
import { normaliseIndianMobile } from "../../phone.ts";
import { INVALID_WHATSAPP_NUMBER, PRODUCT_CATEGORY_REQUIRED } from "./messages.ts";

/** "98765 43210": a 10-digit number as people read it. */
export const formatWhatsappNumber = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;

export const whatsappNumber = z
  .union([z.string(), z.number()], { error: INVALID_WHATSAPP_NUMBER })
  .transform((value, ctx) => {
    const digits = normaliseIndianMobile(value);
    if (digits === null) {
      ctx.addIssue({ code: "custom", message: INVALID_WHATSAPP_NUMBER });
      return z.NEVER;
    }
    return digits;
  });

/** An optional yes/no form field: blank means not given. */
export const optionalFlag = z.preprocess(blankToUndefined, formBoolean.optional());

/** A count or an order (stock, threshold, display order, reviews): a whole number of at least 0. */
export const wholeCount = (field: string) => {
  const message = `${field} must be a whole number of at least 0`;
  return z.preprocess(
    blankToUndefined,
    wholeNumber(0, INT4_MAX, { invalid: message, tooLarge: `${field} is too large` }).optional(),
  );
};

/** A star rating 0 to 5 with at most one decimal ("4.5"), as exact text for numeric(2,1). */
const RATING_INVALID = "average_rating must be a number from 0 to 5 with at most one decimal";
export const optionalRating = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string()], { error: RATING_INVALID })
    .transform((value, ctx) => {
      const text = decimalText(value);
      const message = RATING_INVALID;
      if (text === null || decimalPlaces(text) > 1 || Number(text) < 0 || Number(text) > 5) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(text).toFixed(1);
    })
    .optional(),
);

/**
 * Which optional fields an update empties (decision 0152). The documented clients omit empty fields
 * and an omitted field keeps its value, so emptying one has to be asked for by name: `clear` is a
 * comma-separated list (or the field repeated) of the fields to empty.
 */
export const clearList = <T extends readonly [string, ...string[]]>(fields: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return undefined;
    const names = listParts(v);
    return names === null ? v : names.length ? names : undefined;
  }, z.array(z.enum(fields, { error: `clear may name only: ${fields.join(", ")}` })).optional());

/** The product's category id; missing, blank or not an id is the one text. */
export const productCategoryId = z.preprocess(blankToUndefined, dbIdWith({ invalid: PRODUCT_CATEGORY_REQUIRED }));

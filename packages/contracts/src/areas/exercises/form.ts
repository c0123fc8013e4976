import { dbId, decimalNumber, INT4_MAX, listParts, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { EXERCISE_REQUIRED_FIELDS, INVALID_MUSCLE_GROUP_IDS } from "./messages.ts";

// ---- Form helpers: multipart fields arrive as strings (internal: not re-exported by index.ts) -------

const blank = (v: unknown) => typeof v === "string" && v.trim() === "";
export const blankToUndefined = (v: unknown) => (blank(v) || v === null ? undefined : v);
export const blankToNull = (v: unknown) => (blank(v) ? null : v);
export const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);
export const formEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => upper(blankToUndefined(v)), z.enum(values).optional());
export const text = (max: number) => z.preprocess((v) => (v === null ? "" : v), z.string().trim().max(max).optional());

/** An id from a form or query (`dbId`: within the id columns' range); blank means "not given". */
export const formId = z.preprocess(blankToUndefined, dbId.optional());
/**
 * A required id: missing or blank → EXERCISE_REQUIRED_FIELDS; not a positive whole number, or beyond
 * the id columns' range (like `dbId`) → a readable 400.
 */
export const requiredId = (field: string) =>
  z.preprocess(
    blankToUndefined,
    wholeNumber(1, INT4_MAX, {
      required: EXERCISE_REQUIRED_FIELDS,
      invalid: `${field} must be a whole number`,
      tooLarge: `${field} must be at most ${INT4_MAX}`,
    }),
  );

/**
 * Comma-separated ids ("3,5,8", part 1 §3). Also accepts a repeated form field or a JSON array of ids.
 * Blank means none. Anything that is not a list of positive whole numbers is refused.
 */
export const commaSeparatedIds = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = listParts(v, true);
  if (parts === null) return false;
  return parts.every((p) => /^\d{1,10}$/.test(p) && Number(p) > 0 && Number(p) <= INT4_MAX)
    ? [...new Set(parts.map(Number))]
    : false;
}, z.array(z.number().int().positive().max(INT4_MAX), { error: INVALID_MUSCLE_GROUP_IDS }).optional());

/** Tags as a comma-separated string, a repeated form field or a JSON array of texts; stored trimmed, blanks dropped. */
export const formTags = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = listParts(v);
  return parts === null ? v : [...new Set(parts)];
}, z.array(z.string().max(50)).max(30).optional());

export const nullableNumber = (max: number, int: boolean) =>
  z.preprocess(blankToNull, (int ? wholeNumber(0, max) : decimalNumber(0, max)).nullable().optional());

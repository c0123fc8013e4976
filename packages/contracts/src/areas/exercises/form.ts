import { dbId, INT4_MAX } from "../../common.ts";
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
    z.unknown().transform((v, ctx) => {
      const n =
        typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : Number.NaN;
      if (v === undefined) ctx.addIssue({ code: "custom", message: EXERCISE_REQUIRED_FIELDS });
      else if (!Number.isSafeInteger(n) || n <= 0)
        ctx.addIssue({ code: "custom", message: `${field} must be a whole number` });
      else if (n > INT4_MAX) ctx.addIssue({ code: "custom", message: `${field} must be at most ${INT4_MAX}` });
      else return n;
      return z.NEVER;
    }),
  );

/**
 * Comma-separated ids ("3,5,8", part 1 §3). Also accepts a repeated form field or a JSON array.
 * Blank means none. Anything that is not a list of positive whole numbers is refused.
 */
export const commaSeparatedIds = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = Array.isArray(v) ? v.flatMap((x) => String(x).split(",")) : String(v).split(",");
  const trimmed = parts.map((p) => p.trim()).filter((p) => p !== "");
  return trimmed.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0) ? [...new Set(trimmed.map(Number))] : false;
}, z.array(z.number().int().positive(), { error: INVALID_MUSCLE_GROUP_IDS }).optional());

/** Tags as a comma-separated string, a repeated form field or a JSON array; stored trimmed, blanks dropped. */
export const formTags = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = Array.isArray(v) ? v.flatMap((x) => String(x).split(",")) : String(v).split(",");
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ""))];
}, z.array(z.string().max(50)).max(30).optional());

export const nullableNumber = (max: number, int: boolean) =>
  z.preprocess(blankToNull, (int ? z.coerce.number().int() : z.coerce.number()).min(0).max(max).nullable().optional());

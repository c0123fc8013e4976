import { z } from "./messages.ts";

/** A tenant schema name: what `schema_name` may be before it is looked up in the registry. */
export const SCHEMA_NAME_PATTERN = /^[a-z][a-z0-9_]{2,62}$/;
const RESERVED_SCHEMAS = new Set(["public", "platform", "information_schema"]);

export function isValidSchemaName(value: string): boolean {
  return SCHEMA_NAME_PATTERN.test(value) && !RESERVED_SCHEMAS.has(value) && !value.startsWith("pg_");
}

export const schemaNameSchema = z
  .string({ error: "schema_name is required" })
  .trim()
  .min(1, { error: "schema_name is required" })
  .refine(isValidSchemaName, {
    error:
      "schema_name must start with a letter and use only lowercase letters, digits and underscores (3 to 63 characters)",
  });

/** Fields every authenticated call may carry (DESIGN §4): the documented clients send them in query, body or form. */
export const authFields = {
  schema_name: z.string().optional(),
  token: z.string().optional(),
};

/** The largest value of a PostgreSQL `integer` (every table's id column). */
export const INT4_MAX = 2_147_483_647;

/**
 * How a value is read off the wire (decision 0200). Query strings, path parameters and multipart fields
 * are text; JSON has types. One rule serves both, so one schema serves every route and the web's forms:
 * a string is read as the number it spells (plain decimal digits: "12", "-3", "4.50"; the documented
 * clients also send numbers as strings in JSON), and every other value reaches the number schema as it
 * is. So `true`, `[]`, `[1]`, `{}` and `null` are refused, never read as 1, 0 or 1 the way `Number()`
 * reads them, and `1e309` (Infinity once parsed) is refused by `z.number()`.
 */
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
export const numberFromText = (v: unknown): unknown => {
  if (typeof v !== "string") return v;
  const text = v.trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : v;
};

export interface NumberMessages {
  /** For a missing value (default: `invalid`, else "<field> is required"). */
  required?: string;
  /** For a value that is not a number, or out of range (default: the field-naming texts of messages.ts). */
  invalid?: string;
  /** For a value above `max`, when it has a text of its own. */
  tooLarge?: string;
}

function numberFrom(int: boolean, min: number, max: number, m: NumberMessages) {
  const missing = m.required ?? m.invalid;
  const type = z.number({ error: (issue) => (issue.input == null ? missing : m.invalid) });
  const error = m.invalid ? { error: m.invalid } : undefined;
  const tooLarge = m.tooLarge ? { error: m.tooLarge } : error;
  // Typed as a number or its text for the web's forms (z.input); any value is checked at run time.
  return z.preprocess(
    (v: number | string) => numberFromText(v),
    (int ? type.int(error) : type).min(min, error).max(max, tooLarge),
  );
}

/** A whole number from `min` to `max`: a JSON number or its text (never a boolean, array or object). */
export const wholeNumber = (min: number, max: number, messages: NumberMessages = {}) =>
  numberFrom(true, min, max, messages);

/** A number from `min` to `max`, fractions allowed: a JSON number or its text. */
export const decimalNumber = (min: number, max: number, messages: NumberMessages = {}) =>
  numberFrom(false, min, max, messages);

/**
 * A row id as the documented clients send it (JSON number, or its text in a path, query, form or
 * JSON): a positive whole number that fits the `integer` id columns, so an id like 2^31 or 2^63 is a
 * 400 here and never reaches SQL, and `true` or `[1]` is never id 1. Every id goes through this.
 */
export const dbId = wholeNumber(1, INT4_MAX);
/** `dbId` with the area's own texts for a missing or wrong id. */
export const dbIdWith = (messages: NumberMessages) => wholeNumber(1, INT4_MAX, messages);

/** A page number or size from a query: blank means `fallback`. */
export const pageNumber = (max: number, fallback: number) =>
  z.preprocess(blankToUndefined, wholeNumber(1, max).default(fallback));

/**
 * The spec's answer to a call that worked (part 1 §7, part 2 §7): `{ success: true, ...fields }`. Every
 * success response of the contracts is built with this or `successMessageBody`, never written out.
 */
export const successBody = <T extends z.ZodRawShape>(fields: T) => z.object({ success: z.literal(true), ...fields });

/** `successBody` with the `message` most writes answer ("Category created successfully!"). */
export const successMessageBody = <T extends z.ZodRawShape>(fields: T) =>
  successBody({ message: z.string(), ...fields });

/** Path parameter `{id}`. */
export const idParams = z.object({ id: dbId });

/** Blank form and query values ("", "   ", null) mean "not given". */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/**
 * Text PostgreSQL can store: no NUL character (text columns cannot hold one: error 22021) and no
 * unpaired UTF-16 surrogate (not valid Unicode, so not valid UTF-8 either). Every text field goes
 * through this: `requiredText`/`optionalText` here, and the API's input guard
 * (apps/api/src/plugins/input-guard.ts) checks every string of every body, query and path as well,
 * so a field written as a plain `z.string()` is covered too.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !UNPAIRED_SURROGATE.test(value);
}
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableText = (field: string) => `${field} contains a character that is not allowed`;

/** A string that passes `isStorableText`; the message names the field. */
export const storableText = (field?: string) =>
  z.string().refine(isStorableText, {
    error: (issue) => unstorableText(field ?? String(issue.path?.at(-1) ?? "text")),
  });

/**
 * Text fields: trimmed, storable (above) and bounded. `message` replaces the default
 * "<field> is required" where the spec has its own text.
 */
export const requiredText = (field: string, max: number, message = `${field} is required`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max)
    .refine(isStorableText, { error: unstorableText(field) });

/** Optional text: blank or null means absent (undefined); otherwise trimmed, storable and bounded. */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine(isStorableText, { error: (issue) => unstorableText(String(issue.path?.at(-1) ?? "text")) })
      .optional(),
  );

/**
 * A yes/no: a JSON boolean, or its text as queries and forms send it ("true", "1", "on", "yes" and
 * their opposites; a blank form field is "no"). Only strings are read (decision 0200): the number 1,
 * an array or an object is refused, never taken for `true`.
 */
export const formBoolean = z.preprocess((v) => {
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["true", "1", "on", "yes"].includes(s)) return true;
    if (["false", "0", "off", "no", ""].includes(s)) return false;
  }
  return v;
}, z.boolean());

/**
 * The parts of a list field as the wire brings it (decision 0200): a form or query sends text, one
 * comma-separated value or the field repeated; JSON sends an array (or the same text). Only strings
 * are split, and only strings and (for `numbers`) JSON numbers inside an array are items: anything
 * else, a boolean, an object, a bare number or a nested array, is null, so the field is refused
 * instead of read as "true", "[object Object]" or "Infinity".
 */
export function listParts(v: unknown, numbers = false): string[] | null {
  if (!Array.isArray(v) && typeof v !== "string") return null;
  const items: unknown[] = Array.isArray(v) ? v : [v];
  const parts: string[] = [];
  for (const item of items) {
    if (typeof item === "string") parts.push(...item.split(","));
    else if (numbers && typeof item === "number") parts.push(String(item));
    else return null;
  }
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

/** A calendar date as the spec writes it: YYYY-MM-DD (a real day: 2026-02-30 is refused). */
export const isoDate = z.iso.date();

/** An optional calendar date; blank means absent. */
export const optionalIsoDate = z.preprocess(blankToUndefined, isoDate.optional());

/** The failure body every endpoint uses (spec: `success`, `error`, `message`). */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

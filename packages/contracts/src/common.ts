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
 * A row id as the documented clients send it (JSON number, or text in a query or form): a positive
 * whole number that fits the `integer` id columns, so an id like 2^31 or 2^63 is a 400 here and never
 * reaches SQL. Every id in a path, query, body or form goes through this.
 */
export const dbId = z.coerce.number().int().positive().max(INT4_MAX);

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

export const unstorableText = (field: string) =>
  `${field} contains characters that are not allowed (a NUL character or a broken emoji)`;

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

/** Query/form booleans arrive as strings ("true", "1", "on"). */
export const formBoolean = z.preprocess((v) => {
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["true", "1", "on", "yes"].includes(s)) return true;
    if (["false", "0", "off", "no", ""].includes(s)) return false;
  }
  return v;
}, z.boolean());

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

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

/** Path parameter `{id}`: a positive integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Query/form booleans arrive as strings ("true", "1", "on"). */
export const formBoolean = z.preprocess((v) => {
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["true", "1", "on", "yes"].includes(s)) return true;
    if (["false", "0", "off", "no", ""].includes(s)) return false;
  }
  return v;
}, z.boolean());

/** A calendar date as the spec writes it: YYYY-MM-DD. */
export const isoDate = z.iso.date();

/** The failure body every endpoint uses (spec: `success`, `error`, `message`). */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

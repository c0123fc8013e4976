import type { z } from "@gym/contracts";

/**
 * The form kit's one validator (decision 0237): the contract schema the server uses for the call, applied
 * to what the form will send (`toPayload`). Each field gets the first message the schema has for it, in
 * the schema's (the spec's) words. `fieldOf` names the form field of a payload key when they differ
 * (e.g. `amount_paid` → `amount`); an issue without a path goes to `form`.
 */
export function contractErrors<V, P>(
  schema: z.ZodType,
  values: V,
  toPayload: (values: V) => P = (v) => v as unknown as P,
  fieldOf: Partial<Record<string, string>> = {},
): Record<string, string> {
  const result = schema.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[fieldOf[key] ?? key] ??= issue.message;
  }
  return errors;
}

/** True when `value` passes the contract schema (e.g. to show a UPI QR only for an amount the call accepts). */
export function passes(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

import type { z } from "@gym/contracts";

/**
 * A Mantine form validator from a contract schema applied to what the form will send (`toPayload`),
 * so the form checks exactly what the server checks, with the server's texts, per field.
 */
export function validateWith<V, P>(schema: z.ZodType, toPayload: (values: V) => P) {
  return (values: V): Record<string, string> => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".") || "form";
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

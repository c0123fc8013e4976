import type { z } from "@gym/contracts";

/**
 * A form checked with the contract schema the server uses for the same call: null when it passes, else
 * the first problem in the schema's (the spec's) words. For forms that show one message, not one per field.
 */
export function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

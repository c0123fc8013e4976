import { isStorableText, unstorableText } from "../../common.ts";
import { z } from "../../messages.ts";

// The members area's own text-field readers (not exported from the package: the names are generic).

export const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** PostgreSQL cannot store NUL or a lone surrogate; a field carrying one is refused, not silently changed. */
const noNul = (name: string) => [isStorableText, { error: unstorableText(name) }] as const;
export const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .refine(...noNul(name));
export const optionalText = (name: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine(...noNul(name))
      .optional(),
  );

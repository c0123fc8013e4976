import { z } from "@gym/contracts";

/** Marks the issues of a form's own rules (`withFormRules`): their message wins over the schema's for a field. */
const FORM_RULE = "formRule";

/** Reports a form rule's message under a field of the payload (`fieldOf` maps it to the form's field). */
export type ReportProblem = (field: string, message: string) => void;

/**
 * A rule the call's schema lacks, checked on the payload as the form sends it (a typed date that cannot
 * be read, a date order, a file's type and size): the contract schema plus `rules`, which run even while
 * other fields fail (zod skips a plain `.superRefine` after a field's own failure, so a date order would
 * show only once everything else is right). A rule's message replaces the schema's for its field: the
 * form knows what was typed (decision 0285).
 */
export function withFormRules<P>(schema: z.ZodType, rules: (payload: P, report: ReportProblem) => void): z.ZodType {
  return z.unknown().superRefine((input, ctx) => {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    rules(input as P, (field, message) =>
      ctx.addIssue({ code: "custom", path: [field], message, params: { [FORM_RULE]: true } }),
    );
  });
}

/** A message naming its field by key ("first_name is required") names it by its label ("First name is required"). */
export function labelled(key: string, message: string, labels: Partial<Record<string, string>>): string {
  const label = labels[key];
  return label && message.startsWith(`${key} `) ? `${label}${message.slice(key.length)}` : message;
}

/**
 * The form kit's one validator (decision 0237): the contract schema the server uses for the call, applied
 * to what the form will send (`toPayload`). Each field gets the first message the schema has for it, in
 * the schema's (the spec's) words. `fieldOf` names the form field of a payload key when they differ
 * (e.g. `amount_paid` → `amount`); an issue without a path goes to `form`. `labels` names a field by its
 * label in a message that starts with its key. The issues of `withFormRules` come first.
 */
export function contractErrors<V, P>(
  schema: z.ZodType,
  values: V,
  toPayload: (values: V) => P = (v) => v as unknown as P,
  fieldOf: Partial<Record<string, string>> = {},
  labels: Partial<Record<string, string>> = {},
): Record<string, string> {
  const result = schema.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  const isRule = (issue: z.core.$ZodIssue) =>
    Boolean((issue as { params?: Record<string, unknown> }).params?.[FORM_RULE]);
  const issues = [...result.error.issues.filter(isRule), ...result.error.issues.filter((i) => !isRule(i))];
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[fieldOf[key] ?? key] ??= labelled(key, issue.message, labels);
  }
  return errors;
}

/** True when `value` passes the contract schema (e.g. to show a UPI QR only for an amount the call accepts). */
export function passes(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

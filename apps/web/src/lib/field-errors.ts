import { ApiError } from "./api-error.ts";

/**
 * Django-style failure bodies (decision 0126): each field's messages in an array beside `error`,
 * e.g. `{ trainer_id: ["This trainer is inactive; activate the trainer first"] }`.
 */
function fieldArrays(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string")) out[key] = value;
  }
  return out;
}

/**
 * Part 2 §8: 'Failed to save booking' "shows the first of non_field_errors, user_id or trainer_id
 * errors"; 'Failed to save rate' the first non_field_errors entry. The first message of the first of
 * `fields` that has one.
 */
export function firstFieldError(error: unknown, fields: readonly string[]): string | undefined {
  const arrays = fieldArrays(error);
  for (const field of fields) {
    const first = arrays[field]?.[0];
    if (first) return first;
  }
  return undefined;
}

/** Every field's first message, for `form.setErrors` (non_field_errors is left to the form's alert). */
export function formFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldArrays(error))) {
    if (field !== "non_field_errors") errors[field] = messages[0]!;
  }
  return errors;
}

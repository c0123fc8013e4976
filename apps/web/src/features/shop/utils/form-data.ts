/** A form value as the API reads it: trimmed text; "" means empty. */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? "" : typeof value === "string" ? value.trim() : String(value);

/**
 * Appends the fields of `values` whose text differs from `before` (every non-empty one when there is
 * no `before`); a field emptied on edit is named in `clear` instead when it may be emptied, else left
 * alone (the API keeps an omitted field). Returns the names to clear.
 */
export function appendChanged(
  form: FormData,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  clearable: readonly string[],
): string[] {
  const clear: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const text = asText(value);
    if (before && text === asText(before[key])) continue;
    if (text !== "") form.append(key, text);
    else if (before && clearable.includes(key)) clear.push(key);
  }
  return clear;
}

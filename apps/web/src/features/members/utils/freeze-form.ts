import { type FreezeFields, freezeFields } from "@gym/contracts";
import { parseTypedDate } from "../../../lib/typed-date.ts";

/** The freeze form as typed: dates as the owner typed them (DD-MM-YYYY, YYYY-MM-DD, '25 Nov 2026'). */
export interface FreezeFormValues {
  from: string;
  to: string;
  reason: string;
}

const UNREADABLE = {
  from: "Type the first day as DD-MM-YYYY, for example 15-01-2027",
  to: "Type the last day as DD-MM-YYYY, for example 15-01-2027",
};

/**
 * The form's fields for the server, or the field errors: typed dates read with `parseTypedDate`, then
 * the server's own schema (`freezeFields`), so both sides say the same words.
 */
export function readFreezeForm(
  values: FreezeFormValues,
): { fields: FreezeFields; errors: null } | { fields: null; errors: Partial<Record<keyof FreezeFormValues, string>> } {
  const errors: Partial<Record<keyof FreezeFormValues, string>> = {};
  const from = parseTypedDate(values.from);
  const to = parseTypedDate(values.to);
  if (values.from.trim() && !from) errors.from = UNREADABLE.from;
  if (values.to.trim() && !to) errors.to = UNREADABLE.to;
  const parsed = freezeFields.safeParse({ from_date: from ?? "", to_date: to ?? "", reason: values.reason });
  if (!parsed.success) {
    const field = { from_date: "from", to_date: "to", reason: "reason" } as const;
    for (const issue of parsed.error.issues) {
      const key = field[issue.path[0] as keyof typeof field];
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  return parsed.success && !Object.keys(errors).length
    ? { fields: parsed.data, errors: null }
    : { fields: null, errors };
}

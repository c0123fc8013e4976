import {
  DATE_OF_BIRTH_IN_FUTURE,
  dateOfBirthInFuture,
  dateOfBirthInput,
  genderInput,
  optionalGstin,
  optionalMoney,
  phoneInput,
  z,
} from "@gym/contracts";
import type { CellValue } from "./spreadsheet.ts";

/**
 * One member row of a bulk file (part 1 §3, §5): required first_name, last_name, email, phone,
 * date_of_birth, gender, address; optional password, emergency_contact, username, notes, plan_name,
 * plan_amount, gstin (a paying company's, decision 0222).
 * Defaults: username = email, emergency_contact = phone, notes empty, password generated.
 */
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max);
const optional = (max: number) => z.string().trim().max(max).optional();

export const bulkRow = z.object({
  first_name: text("first_name", 100),
  last_name: text("last_name", 100),
  email: text("email", 254).toLowerCase().pipe(z.email()),
  phone: phoneInput,
  date_of_birth: dateOfBirthInput,
  gender: genderInput,
  address: text("address", 2000),
  password: optional(200),
  emergency_contact: optional(100),
  username: optional(150),
  notes: optional(2000),
  plan_name: optional(100),
  plan_amount: optionalMoney({ field: "plan_amount" }),
  gstin: optionalGstin,
});
export type BulkRow = z.infer<typeof bulkRow>;

export type ParsedRow =
  | { ok: true; value: BulkRow & { username: string; emergency_contact: string } }
  | { ok: false; error: string };

/** Cells → checked row. Real date cells count as dates; every problem of the row is named. `today`: the gym's. */
export function parseRow(header: string[], cells: CellValue[], today: string): ParsedRow {
  const record: Record<string, string | undefined> = {};
  header.forEach((name, i) => {
    if (!name || name in record) return;
    const cell = cells[i] ?? null;
    record[name] = cell === null ? undefined : typeof cell === "string" ? cell : cell.date;
  });
  const parsed = bulkRow.safeParse(record);
  if (!parsed.success) {
    const messages = [...new Set(parsed.error.issues.map((i) => i.message))];
    return { ok: false, error: messages.join("; ") };
  }
  const row = parsed.data;
  if (dateOfBirthInFuture(row.date_of_birth, today)) return { ok: false, error: DATE_OF_BIRTH_IN_FUTURE };
  return {
    ok: true,
    value: {
      ...row,
      username: row.username || row.email,
      emergency_contact: row.emergency_contact || row.phone,
      notes: row.notes ?? "",
    },
  };
}

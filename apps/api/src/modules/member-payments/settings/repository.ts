import type { PaymentSettingsFields } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import type { Sql } from "../payments/repository.ts";

/** The gym's payment settings row (id 1) as SQL reads it: money and the rate as exact decimal text. */
export interface SettingsRow {
  default_plan_name: string | null;
  default_plan_amount: string | null;
  gym_address: string;
  gym_phone: string;
  gym_state: string;
  gstin: string | null;
  sac_code: string;
  /** Null: the gym follows DEFAULT_GST_RATE (decision 0220). */
  gst_rate: string | null;
  upi_vpa: string | null;
  upi_payee_name: string | null;
  template_due_soon: string;
  template_overdue: string;
  template_received: string;
  /** Days back the desk may date a receipt (decision 0324). */
  backdate_days: number;
}

const FIELDS = [
  ["default_plan_name", "text"],
  ["default_plan_amount", "numeric"],
  ["gym_address", "text"],
  ["gym_phone", "text"],
  ["gym_state", "text"],
  ["gstin", "text"],
  ["sac_code", "text"],
  ["gst_rate", "numeric"],
  ["upi_vpa", "text"],
  ["upi_payee_name", "text"],
  ["template_due_soon", "text"],
  ["template_overdue", "text"],
  ["template_received", "text"],
] as const satisfies readonly (readonly [keyof PaymentSettingsFields, string])[];

export function paymentSettingsRepository({ db, schema, now }: DataContext) {
  const table = qualified(schema, "payment_settings");
  return {
    /** One upsert of the whole row: two owners saving at once leave one complete version. */
    async save(s: PaymentSettingsFields, sql: Sql = db): Promise<void> {
      const names = FIELDS.map(([n]) => n);
      const values = FIELDS.map(([_n, type], i) => `$${i + 1}::${type}`);
      await sql.$queryRawUnsafe(
        `INSERT INTO ${table} (id, ${names.join(", ")}, updated_at) VALUES (1, ${values.join(", ")}, $${names.length + 1})
         ON CONFLICT (id) DO UPDATE SET ${names.map((n) => `${n} = EXCLUDED.${n}`).join(", ")}, updated_at = EXCLUDED.updated_at`,
        ...FIELDS.map(([n]) => (n === "gst_rate" && s.gst_rate !== null ? String(s.gst_rate) : s[n])),
        now(),
      );
      // Absent from the form: the gym's value stays (decision 0324); in the same transaction as the row.
      if (s.backdate_days !== undefined) {
        await sql.$queryRawUnsafe(`UPDATE ${table} SET backdate_days = $1 WHERE id = 1`, s.backdate_days);
      }
    },
  };
}

import { DEFAULT_BACKDATE_DAYS, DEFAULT_SAC_CODE, type PaymentSettings, paiseToRupees, toPaise } from "@gym/contracts";
import type { SettingsRow } from "./repository.ts";

/** The settings as the API answers them; a gym that never saved any gets the defaults. */
export function toPaymentSettings(row: SettingsRow | null): PaymentSettings {
  return {
    default_plan_name: row?.default_plan_name ?? null,
    default_plan_amount: row?.default_plan_amount ? paiseToRupees(toPaise(row.default_plan_amount)) : null,
    gym_address: row?.gym_address ?? "",
    gym_phone: row?.gym_phone ?? "",
    gym_state: row?.gym_state ?? "",
    gstin: row?.gstin ?? null,
    sac_code: row?.sac_code ?? DEFAULT_SAC_CODE,
    gst_rate: row?.gst_rate == null ? null : Number(row.gst_rate),
    upi_vpa: row?.upi_vpa ?? null,
    upi_payee_name: row?.upi_payee_name ?? null,
    template_due_soon: row?.template_due_soon ?? "",
    template_overdue: row?.template_overdue ?? "",
    template_received: row?.template_received ?? "",
    backdate_days: row?.backdate_days ?? DEFAULT_BACKDATE_DAYS,
  };
}

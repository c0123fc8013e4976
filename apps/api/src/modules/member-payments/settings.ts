import {
  DEFAULT_GST_RATE,
  DEFAULT_SAC_CODE,
  DEFAULT_TEMPLATES,
  type PaymentSettings,
  type PaymentSettingsFields,
  paiseToRupees,
  TEMPLATE_PLACEHOLDERS,
  toPaise,
} from "@gym/contracts";
import type { AreaContext } from "../context.ts";
import { memberPaymentsRepository } from "./repository.ts";
import { paymentSettingsRepository, type SettingsRow } from "./settings-repository.ts";

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
  };
}

const extras = {
  default_templates: DEFAULT_TEMPLATES,
  placeholders: [...TEMPLATE_PLACEHOLDERS],
  default_gst_rate: DEFAULT_GST_RATE,
};

export async function getPaymentSettings(ctx: AreaContext) {
  return { settings: toPaymentSettings(await memberPaymentsRepository(ctx).settings()), ...extras };
}

export async function savePaymentSettings(ctx: AreaContext, fields: PaymentSettingsFields) {
  await paymentSettingsRepository(ctx).save(fields);
  return getPaymentSettings(ctx);
}

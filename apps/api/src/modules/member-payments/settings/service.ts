import { DEFAULT_GST_RATE, DEFAULT_TEMPLATES, type PaymentSettingsFields, TEMPLATE_PLACEHOLDERS } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { toPaymentSettings } from "./present.ts";
import { paymentSettingsRepository } from "./repository.ts";

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

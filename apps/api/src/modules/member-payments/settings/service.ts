import { DEFAULT_GST_RATE, DEFAULT_TEMPLATES, type PaymentSettingsFields, TEMPLATE_PLACEHOLDERS } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { repriceForGst } from "../../plans/service.ts";
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

/**
 * Saves the whole row; in the same transaction the members of plans whose price excludes GST take their
 * plan's charge at the gym's GST as saved (decision 0294): their next bills charge it, open bills keep theirs.
 */
export async function savePaymentSettings(ctx: AreaContext, fields: PaymentSettingsFields) {
  await ctx.db.$transaction(async (tx) => {
    await paymentSettingsRepository(ctx).save(fields, tx);
    await repriceForGst(ctx, tx, { gstin: fields.gstin, gst_rate: fields.gst_rate });
  });
  return getPaymentSettings(ctx);
}

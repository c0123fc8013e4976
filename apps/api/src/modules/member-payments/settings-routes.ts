import {
  authFields,
  paymentSettingsResponse,
  remindersBody,
  remindersResponse,
  SETTINGS_SAVED,
  updatePaymentSettingsBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { prepareReminders } from "./reminders.ts";
import { getPaymentSettings, savePaymentSettings } from "./settings.ts";

/** Designed paths (decisions 0187, 0189): the gym's payment settings and WhatsApp reminders. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/payment-settings/",
    { schema: { querystring: z.object(authFields), response: { 200: paymentSettingsResponse } } },
    async (request) => ({ success: true as const, message: "", ...(await getPaymentSettings(areaContext(request))) }),
  );

  app.put(
    "/api/expenses/payment-settings/update/",
    { schema: { body: updatePaymentSettingsBody, response: { 200: paymentSettingsResponse } } },
    async (request) => {
      const { schema_name: _s, token: _t, ...fields } = request.body;
      return {
        success: true as const,
        message: SETTINGS_SAVED,
        ...(await savePaymentSettings(areaContext(request), fields)),
      };
    },
  );

  app.post(
    "/api/expenses/member-payments/reminders/",
    { schema: { body: remindersBody, response: { 200: remindersResponse } } },
    async (request) => {
      const result = await prepareReminders(areaContext(request), request.body, request.tenant.gymName);
      return { success: true as const, message: `${result.reminders.length} reminder(s) ready`, ...result };
    },
  );
};

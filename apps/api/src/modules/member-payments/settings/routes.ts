import { authFields, paymentSettingsResponse, SETTINGS_SAVED, updatePaymentSettingsBody, z } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { getPaymentSettings, savePaymentSettings } from "./service.ts";

/** Designed paths (decision 0187): the gym's payment settings. */
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
};

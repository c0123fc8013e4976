import { remindersBody, remindersResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { safeOrigin } from "../../../lib/safe-origin.ts";
import { areaContext } from "../../context.ts";
import { prepareReminders } from "./service.ts";

/** Designed path (decision 0189): WhatsApp reminders. */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/expenses/member-payments/reminders/",
    { schema: { body: remindersBody, response: { 200: remindersResponse } } },
    async (request) => {
      const origin = safeOrigin(request.protocol, request.host);
      const result = await prepareReminders(areaContext(request), request.body, request.tenant.gymName, origin);
      return { success: true as const, message: `${result.reminders.length} reminder(s) ready`, ...result };
    },
  );
};

import {
  authFields,
  idParams,
  markReminderSentBody,
  markReminderSentResponse,
  REMINDER_SENT,
  REMINDER_SEQUENCE_SAVED,
  reminderSequenceResponse,
  remindersTodayQuery,
  remindersTodayResponse,
  updateReminderSequenceBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { safeOrigin } from "../../../lib/safe-origin.ts";
import { areaContext } from "../../context.ts";
import { getReminderSequence, markReminderSent, remindersToday, saveReminderSequence } from "./service.ts";

/** Designed paths (decisions 0347, 0348): the reminder sequence's steps and today's list. */
export const reminderSequenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/member-payments/reminder-sequence/",
    { schema: { querystring: z.object(authFields), response: { 200: reminderSequenceResponse } } },
    async (request) => ({ success: true as const, message: "", ...(await getReminderSequence(areaContext(request))) }),
  );

  app.put(
    "/api/expenses/member-payments/reminder-sequence/update/",
    { schema: { body: updateReminderSequenceBody, response: { 200: reminderSequenceResponse } } },
    async (request) => {
      const { steps, repeat_every_days } = request.body;
      const saved = await saveReminderSequence(areaContext(request), {
        steps,
        repeat_every_days: repeat_every_days ?? null,
      });
      return { success: true as const, message: REMINDER_SEQUENCE_SAVED, ...saved };
    },
  );

  app.get(
    "/api/expenses/member-payments/reminders-today/",
    { schema: { querystring: remindersTodayQuery, response: { 200: remindersTodayResponse } } },
    async (request) => ({
      success: true as const,
      ...(await remindersToday(
        areaContext(request),
        request.tenant.gymName,
        safeOrigin(request.protocol, request.host),
      )),
    }),
  );

  app.post(
    "/api/expenses/member-payments/reminders-today/:id/sent/",
    { schema: { params: idParams, body: markReminderSentBody, response: { 200: markReminderSentResponse } } },
    async (request) => {
      const { tenant } = request;
      const reminder = await markReminderSent(areaContext(request), request.params.id, {
        userId: tenant.userId,
        gymName: tenant.gymName,
        origin: safeOrigin(request.protocol, request.host),
      });
      return { success: true as const, message: REMINDER_SENT, reminder };
    },
  );
};

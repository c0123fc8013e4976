import {
  authFields,
  FEEDBACK_FOLLOW_UP_ADDED,
  FEEDBACK_RESPONSE_SAVED,
  feedbackCategoriesResponse,
  feedbackChangedResponse,
  feedbackDetailsResponse,
  feedbackFollowUpBody,
  idParams,
  listFeedbackQuery,
  listFeedbackResponse,
  respondToFeedbackBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { publicFeedbackRoutes } from "./public/routes.ts";
import { addAdminFollowUp, feedbackCategories, feedbackDetail, listFeedback, respondToFeedback } from "./service.ts";

/** Member feedback (part 2 §7 "Feedback"), and the public form on the gym's page (decision 0112). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/android/feedback/admin/list/",
    { schema: { querystring: listFeedbackQuery, response: { 200: listFeedbackResponse } } },
    async (request) => {
      const { schema_name: _s, token: _t, ...query } = request.query;
      return { success: true as const, ...(await listFeedback(areaContext(request), query)) };
    },
  );

  app.get(
    "/api/android/feedback/categories/",
    { schema: { querystring: z.object(authFields), response: { 200: feedbackCategoriesResponse } } },
    async (request) => ({ success: true as const, categories: await feedbackCategories(areaContext(request)) }),
  );

  app.get(
    "/api/android/feedback/details/:id/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: feedbackDetailsResponse } } },
    async (request) => ({
      success: true as const,
      feedback: await feedbackDetail(areaContext(request), request.params.id),
    }),
  );

  app.patch(
    "/api/android/feedback/admin/respond/:id/",
    { schema: { params: idParams, body: respondToFeedbackBody, response: { 200: feedbackChangedResponse } } },
    async (request) => {
      const { status, priority, admin_response } = request.body;
      const feedback = await respondToFeedback(areaContext(request), request.params.id, {
        status,
        priority,
        admin_response,
      });
      return { success: true as const, message: FEEDBACK_RESPONSE_SAVED, feedback };
    },
  );

  app.post(
    "/api/android/feedback/respond/:id/",
    { schema: { params: idParams, body: feedbackFollowUpBody, response: { 200: feedbackChangedResponse } } },
    async (request) => {
      const feedback = await addAdminFollowUp(areaContext(request), request.params.id, request.body.message);
      return { success: true as const, message: FEEDBACK_FOLLOW_UP_ADDED, feedback };
    },
  );

  await app.register(publicFeedbackRoutes);
};

import {
  FEEDBACK_PHOTO_MAX_BYTES,
  FEEDBACK_PHOTO_NOT_IMAGE,
  feedbackPhotoTooLarge,
  memberFeedbackResponse,
  memberIdentity,
  PUBLIC_FEEDBACK_SENT,
  PUBLIC_FOLLOW_UP_SENT,
  PUBLIC_GYM_PAGE_MAX_AGE,
  publicFeedbackCategoriesResponse,
  publicFeedbackFields,
  publicFeedbackParams,
  publicFeedbackResponse,
  publicFollowUpBody,
  publicGymParams,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { uploadLimits } from "../../../uploads/upload-limits.ts";
import { optionalUpload } from "../../../uploads/uploaded-file.ts";
import { publicGymContext } from "../../context.ts";
import { currentNotice } from "../../members/privacy-notice/service.ts";
import { PUBLIC_PAGE_PER_MINUTE } from "../../public-gym/routes.ts";
import { ownFeedback, publicFeedbackCategories, publicFollowUp, submitPublicFeedback } from "./service.ts";

/** Reading one's own threads and following up: a member may check back a few times an hour. */
export const THREAD_CALLS_PER_FORM = 3;

const upload = uploadLimits({ maxBytes: FEEDBACK_PHOTO_MAX_BYTES, tooLarge: (mb) => feedbackPhotoTooLarge(mb) });

/** The public feedback form of the gym's page (issue 13 ★; designed, decisions 0112, 0113): no token. */
export const publicFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { public: true, rateLimit: { max: PUBLIC_PAGE_PER_MINUTE, timeWindow: "1 minute" } };
  const perHour = app.env.PUBLIC_FEEDBACK_PER_ADDRESS_PER_HOUR;
  // Forms one address may send per hour (env PUBLIC_FEEDBACK_PER_ADDRESS_PER_HOUR, default 10; decision
  // 0113): a member sends a message or two; a flood, or someone trying phone numbers, gets 429.
  const send = { public: true, rateLimit: { max: perHour, timeWindow: "1 hour" } };
  const thread = { public: true, rateLimit: { max: perHour * THREAD_CALLS_PER_FORM, timeWindow: "1 hour" } };

  app.get(
    "/api/public/gyms/:schema_name/feedback/categories/",
    { config: read, schema: { params: publicGymParams, response: { 200: publicFeedbackCategoriesResponse } } },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", `public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
      const [categories, notice] = await Promise.all([publicFeedbackCategories(ctx), currentNotice(ctx)]);
      const { version, items, rights, contact } = notice;
      return { success: true as const, categories, privacy_notice: { version, items, rights, contact } };
    },
  );

  app.post(
    "/api/public/gyms/:schema_name/feedback/",
    {
      config: { ...send, upload },
      schema: {
        params: publicGymParams,
        body: publicFeedbackFields.extend({ photo: optionalUpload(FEEDBACK_PHOTO_NOT_IMAGE) }),
        response: { 200: publicFeedbackResponse },
      },
    },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", "no-store");
      const { photo, ...fields } = request.body;
      const feedback = await submitPublicFeedback(ctx, fields, photo);
      return { success: true as const, message: PUBLIC_FEEDBACK_SENT, feedback };
    },
  );

  app.post(
    "/api/public/gyms/:schema_name/feedback/mine/",
    {
      config: thread,
      schema: { params: publicGymParams, body: memberIdentity, response: { 200: memberFeedbackResponse } },
    },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", "no-store");
      return { success: true as const, feedbacks: await ownFeedback(ctx, request.body) };
    },
  );

  app.post(
    "/api/public/gyms/:schema_name/feedback/:id/follow-up/",
    {
      config: thread,
      schema: { params: publicFeedbackParams, body: publicFollowUpBody, response: { 200: publicFeedbackResponse } },
    },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", "no-store");
      const feedback = await publicFollowUp(ctx, request.params.id, request.body);
      return { success: true as const, message: PUBLIC_FOLLOW_UP_SENT, feedback };
    },
  );
};

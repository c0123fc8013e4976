import { PUBLIC_GYM_PAGE_MAX_AGE, publicGymPageResponse, publicGymParams } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicGymContext } from "../context.ts";
import { publicGymPageRoutes } from "./page/routes.ts";
import { publicGymPage } from "./service.ts";

/** Requests per minute one address may make to the public page's routes (decision 0140). */
export const PUBLIC_PAGE_PER_MINUTE = 120;

/**
 * The public gym page's routes (issue 12 ★, decision 0140): no token, rate-limited per address,
 * cacheable for a minute. The gym comes from the path through `publicGymContext`, which answers
 * the same 404 for a malformed, unknown or suspended gym.
 */
export const publicGymRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { public: true, rateLimit: { max: PUBLIC_PAGE_PER_MINUTE, timeWindow: "1 minute" } };

  app.get(
    "/api/public/gyms/:schema_name/",
    { config, schema: { params: publicGymParams, response: { 200: publicGymPageResponse } } },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", `public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
      return { success: true as const, ...(await publicGymPage(ctx)) };
    },
  );

  // The page itself, as HTML (decision 0194).
  await app.register(publicGymPageRoutes(PUBLIC_PAGE_PER_MINUTE));
};

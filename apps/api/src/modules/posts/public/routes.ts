import {
  PUBLIC_GYM_PAGE_MAX_AGE,
  publicGymParams,
  publicPostActionResponse,
  publicPostParams,
  publicPostsQuery,
  publicPostsResponse,
  publicPostViewsBody,
  publicPostViewsResponse,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicGymContext } from "../../context.ts";
import { PUBLIC_PAGE_PER_MINUTE } from "../../public-gym/routes.ts";
import { countAction, countViews, publicPosts, type Visit } from "./service.ts";

/**
 * Counting calls one address may make per minute and route (decision 0143): a visitor sends a few
 * (views are batched); a flood gets 429 long before it could move a counter much.
 */
export const PUBLIC_COUNTS_PER_MINUTE = 30;

const visitOf = (request: FastifyRequest): Visit => ({
  address: request.ip,
  userAgent: request.headers["user-agent"],
  secret: request.server.env.JWT_SECRET,
});

/**
 * The posts of the public gym page (designed, decisions 0140, 0143, 0144): no token; the read is
 * cacheable for a minute, the counters' POSTs never are.
 */
export const publicPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { public: true, rateLimit: { max: PUBLIC_PAGE_PER_MINUTE, timeWindow: "1 minute" } };
  const counting = { public: true, rateLimit: { max: PUBLIC_COUNTS_PER_MINUTE, timeWindow: "1 minute" } };

  app.get(
    "/api/public/gyms/:schema_name/posts/",
    {
      config: read,
      schema: { params: publicGymParams, querystring: publicPostsQuery, response: { 200: publicPostsResponse } },
    },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", `public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
      return { success: true as const, ...(await publicPosts(ctx, request.query.page)) };
    },
  );

  app.post(
    "/api/public/gyms/:schema_name/posts/views/",
    {
      config: counting,
      schema: { params: publicGymParams, body: publicPostViewsBody, response: { 200: publicPostViewsResponse } },
    },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", "no-store");
      return { success: true as const, counted: await countViews(ctx, visitOf(request), request.body.post_ids) };
    },
  );

  for (const action of ["like", "share"] as const) {
    app.post(
      `/api/public/gyms/:schema_name/posts/:id/${action}/`,
      { config: counting, schema: { params: publicPostParams, response: { 200: publicPostActionResponse } } },
      async (request, reply) => {
        const ctx = await publicGymContext(request, request.params.schema_name);
        reply.header("cache-control", "no-store");
        return { success: true as const, ...(await countAction(ctx, visitOf(request), request.params.id, action)) };
      },
    );
  }
};

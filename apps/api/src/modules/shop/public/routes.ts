import { PUBLIC_GYM_PAGE_MAX_AGE, publicGymParams, publicProductsQuery, publicProductsResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicGymContext } from "../../context.ts";
import { PUBLIC_PAGE_PER_MINUTE } from "../../public-gym/routes.ts";
import { publicProducts } from "./service.ts";

/**
 * The shop on the gym's public page (designed, decision 0156): no token, the public page's rate
 * limit and cache (decision 0140), one honest 404 for an unknown or suspended gym.
 */
export const publicShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { public: true, rateLimit: { max: PUBLIC_PAGE_PER_MINUTE, timeWindow: "1 minute" } };

  app.get(
    "/api/public/gyms/:schema_name/products/",
    {
      config,
      schema: { params: publicGymParams, querystring: publicProductsQuery, response: { 200: publicProductsResponse } },
    },
    async (request, reply) => {
      const ctx = await publicGymContext(request, request.params.schema_name);
      reply.header("cache-control", `public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
      return { success: true as const, ...(await publicProducts(ctx, request.query)) };
    },
  );
};

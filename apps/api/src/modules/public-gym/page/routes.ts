import {
  PUBLIC_GYM_PAGE_MAX_AGE,
  PUBLIC_PRODUCTS_PAGE_SIZE_DEFAULT,
  publicGymHtmlQuery,
  publicGymParams,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../../lib/http-errors.ts";
import { safeOrigin } from "../../../lib/safe-origin.ts";
import { publicGymContext } from "../../context.ts";
import { publicPosts } from "../../posts/public/service.ts";
import { publicProducts } from "../../shop/public/service.ts";
import { gymPage, gymPageNotFound } from "./render-page.ts";
import { loadPublicPageScript } from "./script.ts";

/** One year: the script's path changes with its content. */
const SCRIPT_MAX_AGE = 31_536_000;

/**
 * The gym's public page as HTML from the server (issue 12 ★, decision 0194): the same data, services,
 * rate limit, registry check and cache as the public JSON routes (decisions 0140, 0144, 0156), a few
 * KB of deferred script for views, likes and shares. Registered as a route, so the dashboard's
 * index.html fallback (plugins/errors.ts' not-found handler) never sees /g/<schema>; /g/<schema>/feedback
 * matches no route and gets the dashboard, whose React route it is.
 */
export const publicGymPageRoutes = (perMinute: number): FastifyPluginAsyncZod =>
  async function publicGymPage(app) {
    const config = { public: true, rateLimit: { max: perMinute, timeWindow: "1 minute" } };
    const script = await loadPublicPageScript();

    app.get(script.path, { config }, async (_request, reply) =>
      reply
        .type("application/javascript; charset=utf-8")
        .header("cache-control", `public, max-age=${SCRIPT_MAX_AGE}, immutable`)
        .send(script.body),
    );

    for (const url of ["/g/:schema_name", "/g/:schema_name/"]) {
      app.get(
        url,
        { config, schema: { params: publicGymParams, querystring: publicGymHtmlQuery } },
        async (request, reply) => {
          const ctx = await publicGymContext(request, request.params.schema_name).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return null;
            throw error;
          });
          reply.type("text/html; charset=utf-8");
          if (!ctx) return reply.status(404).header("cache-control", "no-cache").send(gymPageNotFound());

          const query = request.query;
          const [posts, shop] = await Promise.all([
            publicPosts(ctx, query.posts_page),
            publicProducts(ctx, {
              category: query.category,
              page: query.page,
              page_size: PUBLIC_PRODUCTS_PAGE_SIZE_DEFAULT,
            }),
          ]);
          const origin = safeOrigin(request.protocol, request.host);
          const pageUrl = origin && `${origin}/g/${encodeURIComponent(ctx.schema)}`;
          const firstPicture = posts.posts.map((p) => p.banner_image ?? p.main_image).find(Boolean);
          reply.header("cache-control", `public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
          return reply.send(
            gymPage({
              schema: ctx.schema,
              gymName: ctx.gymName,
              timeZone: ctx.timeZone,
              query,
              posts,
              shop,
              pageUrl,
              previewImage: origin && firstPicture ? `${origin}${firstPicture}` : null,
              scriptPath: script.path,
            }),
          );
        },
      );
    }
  };

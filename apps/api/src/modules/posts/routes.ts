import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { postCategoryRoutes } from "./categories/routes.ts";
import { postRoutes } from "./posts/routes.ts";
import { publicPostRoutes } from "./public/routes.ts";
import { postStatisticsRoutes } from "./statistics/routes.ts";

/** Post categories, posts and statistics (part 2 §7 "Posts"), and the posts of the public gym page. */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postCategoryRoutes);
  await app.register(postRoutes);
  await app.register(postStatisticsRoutes);
  await app.register(publicPostRoutes);
};

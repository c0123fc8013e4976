import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dietCategoriesRoutes } from "./categories/routes.ts";
import { foodRoutes } from "./food/routes.ts";

/** Diet management (part 2 §7 "Diet"): diet categories and the food menu. */
export const dietRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dietCategoriesRoutes);
  await app.register(foodRoutes);
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoriesRoutes } from "./categories/routes.ts";
import { exerciseRoutes } from "./exercises/routes.ts";
import { exerciseImagesRoutes } from "./images/routes.ts";
import { muscleGroupsRoutes } from "./muscle-groups/routes.ts";

/** The exercises area (part 1 §7, part 2 §7's /android/ aliases): one sub-folder per resource. */
export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoriesRoutes);
  await app.register(muscleGroupsRoutes);
  await app.register(exerciseRoutes);
  await app.register(exerciseImagesRoutes);
};

import { authFields, createMuscleGroupFields, listMuscleGroupsResponse, muscleGroupResponse, z } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { optionalFile, upload } from "../uploads.ts";
import { createMuscleGroup, listMuscleGroups } from "./service.ts";

/** Muscle groups (part 1 §7): list, and create returning `muscle_group`. */
export const muscleGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/android/exercise/muscle-groups/",
    { schema: { querystring: z.looseObject(authFields), response: { 200: listMuscleGroupsResponse } } },
    async (request) => ({
      success: true as const,
      muscle_groups: await listMuscleGroups(areaContext(request)),
    }),
  );

  app.post(
    "/api/android/exercise/muscle-groups/create/",
    {
      config: { upload },
      schema: {
        body: createMuscleGroupFields.extend({ ...authFields, image: optionalFile("image") }),
        response: { 200: muscleGroupResponse },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      const muscle_group = await createMuscleGroup(areaContext(request), fields, image);
      return { success: true as const, muscle_group };
    },
  );
};

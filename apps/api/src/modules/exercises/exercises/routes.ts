import {
  authFields,
  createExerciseFields,
  exerciseDetailResponse,
  exerciseLookupParams,
  exerciseMenuQuery,
  exerciseMenuResponse,
  exerciseResponse,
  idParams,
  updateExerciseFields,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { optionalFile, upload } from "../uploads.ts";
import { createExercise, exerciseDetail, exerciseMenu, updateExercise } from "./service.ts";

const mainMedia = { main_image: optionalFile("main_image"), main_video: optionalFile("main_video") };

/** Exercises (part 1 §7): the menu (and part 2's /android/ alias), detail (designed), create, update. */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ["/api/android/exercise/menu/", "/android/exercise/menu/"]) {
    app.get(
      path,
      { schema: { querystring: exerciseMenuQuery, response: { 200: exerciseMenuResponse } } },
      async (request) => ({
        success: true as const,
        ...(await exerciseMenu(areaContext(request), request.query)),
      }),
    );
  }

  /** Designed (decision 0043): `{id}` is the numeric id, the exercise_id code or the name slug. */
  app.get(
    "/api/android/exercise/:id/",
    { schema: { params: exerciseLookupParams, response: { 200: exerciseDetailResponse } } },
    async (request) => ({
      success: true as const,
      exercise: await exerciseDetail(areaContext(request), request.params.id),
      can_edit: true,
    }),
  );

  app.post(
    "/api/android/exercise/create/",
    {
      config: { upload },
      schema: {
        body: createExerciseFields.extend({ ...authFields, ...mainMedia }),
        response: { 200: exerciseResponse },
      },
    },
    async (request) => {
      const { main_image, main_video, schema_name: _s, token: _t, ...fields } = request.body;
      const exercise = await createExercise(areaContext(request), fields, { main_image, main_video });
      return { success: true as const, exercise };
    },
  );

  app.patch(
    "/api/android/exercise/:id/update/",
    {
      config: { upload },
      schema: {
        params: idParams,
        body: updateExerciseFields.extend({ ...authFields, ...mainMedia }),
        response: { 200: exerciseResponse },
      },
    },
    async (request) => {
      const { main_image, main_video, schema_name: _s, token: _t, ...fields } = request.body;
      const files = { main_image, main_video };
      const exercise = await updateExercise(areaContext(request), request.params.id, fields, files);
      return { success: true as const, exercise };
    },
  );
};

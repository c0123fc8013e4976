import {
  addExerciseImagesResponse,
  authFields,
  deleteExerciseImagesQuery,
  deleteExerciseImagesResponse,
  EXERCISE_SELECT_AN_IMAGE,
  exerciseImageFields,
  exerciseImageParams,
  exerciseImageResponse,
  idParams,
  MAX_EXERCISE_IMAGES_PER_UPLOAD,
  muscleImagesUpdatedResponse,
  SELECT_A_MUSCLE_IMAGE,
  updateExerciseImageFields,
  uploadExerciseImageFields,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../../lib/http-errors.ts";
import { numberedFields } from "../../../uploads/numbered-fields.ts";
import { areaContext } from "../../context.ts";
import { optionalFile, upload } from "../uploads.ts";
import { readImageBatch } from "./batch.ts";
import { addExerciseImages, deleteImagesOfType, replaceMuscleImages, updateExerciseImage } from "./service.ts";

const addBatch = numberedFields(
  MAX_EXERCISE_IMAGES_PER_UPLOAD,
  exerciseImageFields,
  "image",
  (field) => `${field} must be a file`,
  updateExerciseImageFields.shape,
);

/** An exercise's pictures (part 1 §7): muscle images, batches, single uploads, delete by type, edit one. */
export const exerciseImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/api/android/exercise/:id/edit/",
    {
      config: { upload },
      schema: {
        params: idParams,
        body: z.object({
          ...authFields,
          primary_muscle_image: optionalFile("primary_muscle_image"),
          secondary_muscle_image: optionalFile("secondary_muscle_image"),
        }),
        response: { 200: muscleImagesUpdatedResponse },
      },
    },
    async (request) => {
      const { primary_muscle_image, secondary_muscle_image } = request.body;
      if (!primary_muscle_image && !secondary_muscle_image) throw badRequest(SELECT_A_MUSCLE_IMAGE);
      const files = { primary_muscle_image, secondary_muscle_image };
      const updated = await replaceMuscleImages(areaContext(request), request.params.id, files);
      return { success: true as const, message: "Muscle images updated successfully", muscle_images_updated: updated };
    },
  );

  app.patch(
    "/api/android/exercise/:id/add-images/",
    {
      config: { upload },
      // image_N, image_type_N, alt_text_N, is_primary_N: read by readImageBatch.
      schema: {
        params: idParams,
        body: z.looseObject({ ...authFields, ...addBatch }),
        response: { 200: addExerciseImagesResponse },
      },
    },
    async (request) => {
      const batch = readImageBatch(request.body);
      return {
        success: true as const,
        ...(await addExerciseImages(areaContext(request), request.params.id, batch)),
      };
    },
  );

  app.post(
    "/api/android/exercise/upload-image/",
    {
      config: { upload },
      schema: {
        body: uploadExerciseImageFields.extend({ ...authFields, image: optionalFile("image") }),
        response: { 200: exerciseImageResponse },
      },
    },
    async (request) => {
      const { image, exercise_id, image_type, alt_text, is_primary } = request.body;
      if (!image) throw badRequest(EXERCISE_SELECT_AN_IMAGE);
      const batch = [{ file: image, image_type, alt_text, is_primary }];
      const { images } = await addExerciseImages(areaContext(request), exercise_id, batch);
      return { success: true as const, message: "Image uploaded successfully", image: images[0]! };
    },
  );

  app.delete(
    "/api/android/exercise/:id/delete-image/",
    {
      schema: {
        params: idParams,
        querystring: deleteExerciseImagesQuery,
        response: { 200: deleteExerciseImagesResponse },
      },
    },
    async (request) => {
      const type = request.query.image_type;
      const result = await deleteImagesOfType(areaContext(request), request.params.id, type);
      return { success: true as const, message: `Deleted ${result.total_deleted} ${type} image(s)`, ...result };
    },
  );

  app.patch(
    "/api/exercise/:id/images/:imageId/update/",
    {
      schema: {
        params: exerciseImageParams,
        body: updateExerciseImageFields.extend(authFields),
        response: { 200: exerciseImageResponse },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const image = await updateExerciseImage(areaContext(request), id, imageId, request.body);
      return { success: true as const, message: "Image updated successfully", image };
    },
  );
};

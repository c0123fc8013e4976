import {
  authFields,
  deleteTrainerResponse,
  idParams,
  listTrainersQuery,
  listTrainersResponse,
  patchTrainerBody,
  TRAINER_IMAGE_MAX_BYTES,
  TRAINER_SAVED,
  trainerFields,
  trainerImageTooLarge,
  trainerResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { uploadLimits } from "../../../uploads/upload-limits.ts";
import { optionalUpload } from "../../../uploads/uploaded-file.ts";
import { areaContext } from "../../context.ts";
import { createTrainer, deleteTrainer, listTrainers, setTrainerActive, updateTrainer } from "./service.ts";

/** Decision 0120: trainer photos up to 5 MB, images only. */
const upload = uploadLimits({
  maxBytes: TRAINER_IMAGE_MAX_BYTES,
  tooLarge: (megabytes) => trainerImageTooLarge(megabytes),
});
const trainerBody = trainerFields.extend({
  ...authFields,
  profile_image: optionalUpload("profile_image: only image files are allowed (JPG, PNG, GIF, WebP)"),
});

export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/trainers/",
    { schema: { querystring: listTrainersQuery, response: { 200: listTrainersResponse } } },
    async (request) => ({ success: true as const, ...(await listTrainers(areaContext(request), request.query)) }),
  );

  app.post(
    "/api/trainers/create/",
    { config: { upload, fieldErrors: true }, schema: { body: trainerBody, response: { 200: trainerResponse } } },
    async (request) => {
      const { profile_image, ...fields } = request.body;
      const trainer = await createTrainer(areaContext(request), fields, profile_image);
      return { success: true as const, message: TRAINER_SAVED, trainer };
    },
  );

  app.put(
    "/api/trainers/:id/update/",
    {
      config: { upload, fieldErrors: true },
      schema: { params: idParams, body: trainerBody, response: { 200: trainerResponse } },
    },
    async (request) => {
      const { profile_image, ...fields } = request.body;
      const trainer = await updateTrainer(areaContext(request), request.params.id, fields, profile_image);
      return { success: true as const, message: TRAINER_SAVED, trainer };
    },
  );

  app.patch(
    "/api/trainers/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: patchTrainerBody, response: { 200: trainerResponse } },
    },
    async (request) => {
      const trainer = await setTrainerActive(areaContext(request), request.params.id, request.body.is_active);
      return { success: true as const, message: TRAINER_SAVED, trainer };
    },
  );

  app.delete(
    "/api/trainers/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deleteTrainerResponse } } },
    async (request) => ({ success: true as const, ...(await deleteTrainer(areaContext(request), request.params.id)) }),
  );
};

import {
  addGymImageFields,
  addGymImagesResponse,
  authFields,
  deleteGymImageResponse,
  GYM_IMAGE_DELETED,
  GYM_IMAGE_MAX_BYTES,
  GYM_IMAGE_UPDATED,
  gymImageFields,
  gymImagesAdded,
  gymImageTooLarge,
  idParams,
  listGymImagesQuery,
  listGymImagesResponse,
  MAX_GYM_IMAGES_PER_UPLOAD,
  updateGymImageFields,
  updateGymImageResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { numberedFields } from "../../uploads/numbered-fields.ts";
import { uploadLimits } from "../../uploads/upload-limits.ts";
import { optionalUpload } from "../../uploads/uploaded-file.ts";
import { areaContext } from "../context.ts";
import { readBatch } from "./batch.ts";
import { addGymImages, deleteGymImage, listGymImages, updateGymImage } from "./service.ts";

/** Part 1 §9 hints 10MB per image; the server enforces it (decision 0020). */
const upload = uploadLimits({
  maxBytes: GYM_IMAGE_MAX_BYTES,
  tooLarge: (megabytes, field) => gymImageTooLarge(field, megabytes),
});

const imageFile = optionalUpload("image: only image files are allowed (JPG, PNG, GIF, WebP)");
const addBatch = numberedFields(
  MAX_GYM_IMAGES_PER_UPLOAD,
  gymImageFields,
  "image",
  (field) => `${field}: only image files are allowed (JPG, PNG, GIF, WebP)`,
  addGymImageFields.shape,
);

export const gymImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/android/gyms/images/",
    { schema: { querystring: listGymImagesQuery, response: { 200: listGymImagesResponse } } },
    async (request) => {
      const { image_type, is_featured } = request.query;
      return { success: true as const, ...(await listGymImages(areaContext(request), { image_type, is_featured })) };
    },
  );

  app.post(
    "/api/android/gyms/images/add/",
    {
      config: { upload },
      // image_N, image_type_N, title_N, description_N, is_featured_N: read by readBatch.
      schema: { body: z.looseObject({ ...authFields, ...addBatch }), response: { 200: addGymImagesResponse } },
    },
    async (request) => {
      const images = await addGymImages(areaContext(request), readBatch(request.body));
      return { success: true as const, message: gymImagesAdded(images.length), images };
    },
  );

  app.patch(
    "/api/android/gyms/images/:id/update/",
    {
      config: { upload },
      schema: {
        params: idParams,
        body: updateGymImageFields.extend({ ...authFields, image: imageFile }),
        response: { 200: updateGymImageResponse },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      const updated = await updateGymImage(areaContext(request), request.params.id, fields, image);
      return { success: true as const, message: GYM_IMAGE_UPDATED, image: updated };
    },
  );

  app.delete(
    "/api/android/gyms/images/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deleteGymImageResponse } } },
    async (request) => {
      await deleteGymImage(areaContext(request), request.params.id);
      return { success: true as const, message: GYM_IMAGE_DELETED, id: request.params.id };
    },
  );
};

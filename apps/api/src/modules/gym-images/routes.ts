import {
  addGymImagesResponse,
  authFields,
  deleteGymImageResponse,
  GYM_IMAGE_DELETED,
  GYM_IMAGE_MAX_BYTES,
  GYM_IMAGE_UPDATED,
  gymImagesAdded,
  gymImageTooLarge,
  idParams,
  listGymImagesQuery,
  listGymImagesResponse,
  updateGymImageFields,
  updateGymImageResponse,
  z,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UploadLimits } from "../../plugins/uploads.ts";
import { formatMegabytes, optionalUpload } from "../../uploads/uploaded-file.ts";
import { readBatch } from "./batch.ts";
import { addGymImages, deleteGymImage, type GalleryContext, listGymImages, updateGymImage } from "./service.ts";

/** Part 1 §9 hints 10MB per image; the server enforces it (decision 0020). */
const upload: UploadLimits = {
  maxFileBytes: GYM_IMAGE_MAX_BYTES,
  tooLarge: (field, bytes) => gymImageTooLarge(field, formatMegabytes(bytes)),
};

const imageFile = optionalUpload("image: only image files are allowed (JPG, PNG, GIF, WebP)");

export const gymImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = (request: FastifyRequest): GalleryContext => ({
    db: request.tenant.db,
    schema: request.tenant.schema,
    uploadDir: app.env.UPLOAD_DIR,
  });

  app.get(
    "/api/android/gyms/images/",
    { schema: { querystring: listGymImagesQuery, response: { 200: listGymImagesResponse } } },
    async (request) => {
      const { image_type, is_featured } = request.query;
      return { success: true as const, ...(await listGymImages(gallery(request), { image_type, is_featured })) };
    },
  );

  app.post(
    "/api/android/gyms/images/add/",
    {
      config: { upload },
      // image_N, image_type_N, title_N, description_N, is_featured_N: read by readBatch.
      schema: { body: z.looseObject(authFields), response: { 200: addGymImagesResponse } },
    },
    async (request) => {
      const images = await addGymImages(gallery(request), readBatch(request.body));
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
      const updated = await updateGymImage(gallery(request), request.params.id, fields, image);
      return { success: true as const, message: GYM_IMAGE_UPDATED, image: updated };
    },
  );

  app.delete(
    "/api/android/gyms/images/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deleteGymImageResponse } } },
    async (request) => {
      await deleteGymImage(gallery(request), request.params.id);
      return { success: true as const, message: GYM_IMAGE_DELETED, id: request.params.id };
    },
  );
};

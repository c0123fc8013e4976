import {
  authFields,
  createPostFields,
  deletePostResponse,
  idParams,
  listPostsQuery,
  listPostsResponse,
  POST_CREATED,
  POST_DELETED,
  POST_IMAGE_FIELDS,
  POST_IMAGE_MAX_BYTES,
  POST_UPDATED,
  type PostImageField,
  postDetailResponse,
  postImageNotImage,
  postImageTooLarge,
  postSavedResponse,
  updatePostFields,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { uploadLimits } from "../../../uploads/upload-limits.ts";
import { optionalUpload, type UploadedFile } from "../../../uploads/uploaded-file.ts";
import { areaContext } from "../../context.ts";
import { createPost, deletePost, getPost, listPosts, type PostFiles, updatePost } from "./service.ts";

/** Part 2 §9: post images 5MB each, JPG/PNG/GIF/WebP by content. */
const upload = uploadLimits({ maxBytes: POST_IMAGE_MAX_BYTES, tooLarge: (mb, field) => postImageTooLarge(field, mb) });
const imageParts = Object.fromEntries(
  POST_IMAGE_FIELDS.map((field) => [field, optionalUpload(postImageNotImage(field))]),
) as Record<PostImageField, ReturnType<typeof optionalUpload>>;

/** Splits a parsed multipart body into its text fields and its files (only those sent). */
function split<T extends Partial<Record<PostImageField, UploadedFile | undefined>>>(body: T) {
  const files: PostFiles = {};
  const fields = { ...body };
  for (const field of POST_IMAGE_FIELDS) {
    const file = body[field];
    if (file) files[field] = file;
    delete fields[field];
  }
  return { fields, files };
}

/** Part 2 §7 "Posts": posts (multipart create and update of non-empty fields). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/gym-posts/posts/",
    { schema: { querystring: listPostsQuery, response: { 200: listPostsResponse } } },
    async (request) => ({ success: true as const, ...(await listPosts(areaContext(request), request.query)) }),
  );

  app.get(
    "/api/gym-posts/posts/:id/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: postDetailResponse } } },
    async (request) => ({ success: true as const, post: await getPost(areaContext(request), request.params.id) }),
  );

  app.post(
    "/api/gym-posts/posts/create/",
    { config: { upload }, schema: { body: createPostFields.extend(imageParts), response: { 200: postSavedResponse } } },
    async (request) => {
      const { fields, files } = split(request.body);
      const post = await createPost(areaContext(request), fields, files);
      return { success: true as const, message: POST_CREATED, post };
    },
  );

  app.patch(
    "/api/gym-posts/posts/:id/update/",
    {
      config: { upload },
      schema: { params: idParams, body: updatePostFields.extend(imageParts), response: { 200: postSavedResponse } },
    },
    async (request) => {
      const { fields, files } = split(request.body);
      const post = await updatePost(areaContext(request), request.params.id, fields, files);
      return { success: true as const, message: POST_UPDATED, post };
    },
  );

  app.delete(
    "/api/gym-posts/posts/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deletePostResponse } } },
    async (request) => {
      await deletePost(areaContext(request), request.params.id);
      return { success: true as const, message: POST_DELETED, id: request.params.id };
    },
  );
};

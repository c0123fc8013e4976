import {
  type CreatePostFields,
  POST_CATEGORY_NOT_FOUND,
  POST_IMAGE_FIELDS,
  POST_NOT_FOUND,
  type Post,
  type PostImageField,
  type PostOrdering,
  type UpdatePostFields,
} from "@gym/contracts";
import { isForeignKeyViolation, sqlState } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFiles, removeFiles, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { postCategoriesRepository } from "../categories/repository.ts";
import { checkDateOrder, dateOrderMessage, mergedDates, toChanges } from "./changes.ts";
import { toPost } from "./present.ts";
import { type PostChanges, type PostListFilter, type PostRow, postsRepository } from "./repository.ts";

export type PostFiles = Partial<Record<PostImageField, UploadedFile>>;

export async function listPosts(
  ctx: AreaContext,
  query: PostListFilter & { ordering?: PostOrdering; page: number; page_size: number },
) {
  const { ordering = "-created_at", page, page_size, ...filter } = query;
  const { count, rows } = await postsRepository(ctx).page(filter, ordering, page, page_size);
  const now = ctx.now();
  return { count, page, page_size, posts: rows.map((row) => toPost(row, now)) };
}

export async function getPost(ctx: AreaContext, id: number): Promise<Post> {
  const row = await postsRepository(ctx).find(id);
  if (!row) throw notFound(POST_NOT_FOUND);
  return toPost(row, ctx.now());
}

export async function createPost(ctx: AreaContext, fields: CreatePostFields, files: PostFiles): Promise<Post> {
  const changes = toChanges(fields, ctx.timeZone);
  await checkCategory(ctx, changes);
  checkDateOrder(mergedDates({}, changes));
  const row = await writeWithFiles(ctx, files, changes, (data) =>
    postsRepository(ctx).create({ title: fields.title, ...data }),
  );
  return toPost(row, ctx.now());
}

/** PATCH: omitted fields keep their values; new files replace old ones, which are removed afterwards. */
export async function updatePost(
  ctx: AreaContext,
  id: number,
  fields: UpdatePostFields,
  files: PostFiles,
): Promise<Post> {
  const repo = postsRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(POST_NOT_FOUND);
  const changes = toChanges(fields, ctx.timeZone);
  await checkCategory(ctx, changes);
  checkDateOrder(mergedDates(before, changes));
  for (const field of fields.remove_images ?? []) changes[field] = null;
  const after = await writeWithFiles(ctx, files, changes, async (data) => {
    const row = await repo.update(id, data);
    if (!row) throw notFound(POST_NOT_FOUND);
    return row;
  });
  const removed = fields.remove_images ?? [];
  const replaced = POST_IMAGE_FIELDS.filter((field) => files[field] || removed.includes(field));
  await removeFiles(
    ctx,
    replaced.map((field) => before[field]),
  );
  return toPost(after, ctx.now());
}

export async function deletePost(ctx: AreaContext, id: number): Promise<void> {
  const removed = await postsRepository(ctx).remove(id);
  if (!removed) throw notFound(POST_NOT_FOUND);
  await removeFiles(
    ctx,
    POST_IMAGE_FIELDS.map((field) => removed[field]),
  );
}

/** A category of this gym, or a 400 (another gym's id is simply not found here). */
async function checkCategory(ctx: AreaContext, changes: PostChanges): Promise<void> {
  const id = changes.category_id;
  if (typeof id === "number" && !(await postCategoriesRepository(ctx).exists(id))) {
    throw badRequest(POST_CATEGORY_NOT_FOUND, { errors: { category: POST_CATEGORY_NOT_FOUND } });
  }
}

/**
 * Keeps every new image first (all or none, checked by content), then writes the row; a refused
 * write removes the kept files again. A category deleted or a date changed by a concurrent request
 * after the checks above is a 400, not a 500.
 */
async function writeWithFiles(
  ctx: AreaContext,
  files: PostFiles,
  changes: PostChanges,
  write: (data: PostChanges) => Promise<PostRow>,
): Promise<PostRow> {
  const fields = Object.keys(files) as PostImageField[];
  const kept = await keepFiles(
    ctx,
    fields.map((f) => files[f]!),
    MEDIA_FOLDERS.posts,
    "image",
  );
  fields.forEach((field, i) => {
    changes[field] = kept[i]!;
  });
  try {
    return await withKeptFiles(ctx, kept, () => write(changes));
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw badRequest(POST_CATEGORY_NOT_FOUND, { errors: { category: POST_CATEGORY_NOT_FOUND } });
    }
    const dateMessage = sqlState(error) === "23514" ? dateOrderMessage(error) : null;
    if (dateMessage) throw badRequest(dateMessage);
    throw error;
  }
}

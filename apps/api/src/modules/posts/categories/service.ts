import {
  CANNOT_DELETE_CATEGORY_WITH_POSTS,
  type CreatePostCategoryBody,
  DEFAULT_POST_TYPE,
  POST_CATEGORY_EXISTS,
  POST_CATEGORY_NOT_FOUND,
  POST_TYPE_DEFAULT_COLORS,
  POST_TYPE_DEFAULT_ICONS,
  type PostCategory,
  type UpdatePostCategoryBody,
} from "@gym/contracts";
import { isForeignKeyViolation, uniqueOrConflict } from "../../../lib/db-errors.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toPostCategory } from "./present.ts";
import { type PostCategoryChanges, postCategoriesRepository } from "./repository.ts";

export async function listPostCategories(ctx: AreaContext): Promise<PostCategory[]> {
  return (await postCategoriesRepository(ctx).list()).map(toPostCategory);
}

async function found(ctx: AreaContext, id: number): Promise<PostCategory> {
  const row = await postCategoriesRepository(ctx).find(id);
  if (!row) throw notFound(POST_CATEGORY_NOT_FOUND);
  return toPostCategory(row);
}

/** Part 2 §9 and decision 0141: type challenge, and the type's icon and colour, unless given. */
export async function createPostCategory(ctx: AreaContext, body: CreatePostCategoryBody): Promise<PostCategory> {
  const type = body.post_type ?? DEFAULT_POST_TYPE;
  const id = await uniqueOrConflict(POST_CATEGORY_EXISTS, () =>
    postCategoriesRepository(ctx).create({
      name: body.name,
      post_type: type,
      description: body.description ?? "",
      icon: body.icon ?? POST_TYPE_DEFAULT_ICONS[type],
      color: body.color ?? POST_TYPE_DEFAULT_COLORS[type],
      is_active: body.is_active ?? true,
      display_order: body.display_order ?? 0,
    }),
  );
  return found(ctx, id);
}

/** PATCH: an omitted field keeps its value; a blank display order goes back to 0. */
export async function updatePostCategory(
  ctx: AreaContext,
  id: number,
  body: UpdatePostCategoryBody,
): Promise<PostCategory> {
  const changes: PostCategoryChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.post_type !== undefined) changes.post_type = body.post_type;
  if (body.description !== undefined) changes.description = body.description;
  if (body.icon !== undefined) changes.icon = body.icon;
  if (body.color !== undefined) changes.color = body.color;
  if (body.is_active !== undefined) changes.is_active = body.is_active;
  if (body.display_order !== undefined) changes.display_order = body.display_order ?? 0;
  const updated = await uniqueOrConflict(POST_CATEGORY_EXISTS, () => postCategoriesRepository(ctx).update(id, changes));
  if (!updated) throw notFound(POST_CATEGORY_NOT_FOUND);
  return found(ctx, id);
}

/** Part 2 §2: a category with posts cannot be deleted (409), even when a post is added meanwhile. */
export async function deletePostCategory(ctx: AreaContext, id: number): Promise<void> {
  let result: Awaited<ReturnType<ReturnType<typeof postCategoriesRepository>["remove"]>>;
  try {
    result = await postCategoriesRepository(ctx).remove(id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(CANNOT_DELETE_CATEGORY_WITH_POSTS);
    throw error;
  }
  if (result === "missing") throw notFound(POST_CATEGORY_NOT_FOUND);
  if (result === "has-posts") throw conflict(CANNOT_DELETE_CATEGORY_WITH_POSTS);
}

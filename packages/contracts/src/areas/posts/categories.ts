import { authFields, successBody, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { postIcon, postType } from "./enums.ts";
import { clearableInt, clearableText, formColor, formEnumOf, optionalFormBoolean } from "./form.ts";
import { POST_CATEGORY_NAME_REQUIRED, POST_DISPLAY_ORDER_INVALID } from "./messages.ts";

/** Part 2 §3, §5: a post category's name is required, at most 100 characters. */
export const POST_CATEGORY_NAME_MAX = 100;
export const POST_CATEGORY_DESCRIPTION_MAX = 2000;
export const POST_DISPLAY_ORDER_MAX = 1_000_000;

const categoryName = z
  .string({ error: POST_CATEGORY_NAME_REQUIRED })
  .trim()
  .min(1, { error: POST_CATEGORY_NAME_REQUIRED })
  .max(POST_CATEGORY_NAME_MAX, { error: `Category name must be at most ${POST_CATEGORY_NAME_MAX} characters` });

const categoryEditable = {
  /** Omitted: challenge (part 2 §9). */
  post_type: formEnumOf(postType),
  description: clearableText(POST_CATEGORY_DESCRIPTION_MAX, "Description"),
  /** Omitted: the type's default icon. */
  icon: formEnumOf(postIcon),
  /** Omitted: the type's default colour (green for a challenge, part 2 §9). */
  color: formColor("Colour"),
  is_active: optionalFormBoolean,
  display_order: clearableInt(0, POST_DISPLAY_ORDER_MAX, POST_DISPLAY_ORDER_INVALID),
};

/** POST /api/gym-posts/categories/create/ (JSON): auth, name, post_type, description, icon, color, is_active, display_order. */
export const createPostCategoryBody = z.object({ ...authFields, name: categoryName, ...categoryEditable });
export type CreatePostCategoryBody = z.infer<typeof createPostCategoryBody>;
/** What the web form holds before parsing. */
export type PostCategoryFormInput = z.input<typeof createPostCategoryBody>;

/** PATCH /api/gym-posts/categories/{id}/update/: the same body; an omitted field keeps its value. */
export const updatePostCategoryBody = z.object({ ...authFields, name: categoryName.optional(), ...categoryEditable });
export type UpdatePostCategoryBody = z.infer<typeof updatePostCategoryBody>;

export const postCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  post_type: postType,
  post_type_label: z.string(),
  description: z.string(),
  icon: postIcon,
  color: z.string(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  /** Posts of the category that the public page shows now (decision 0141). */
  active_posts_count: z.number().int(),
  /** Every post of the category: delete is refused while it is above 0 (part 2 §2). */
  posts_count: z.number().int(),
  created_at: z.string(),
});
export type PostCategory = z.infer<typeof postCategory>;

export const listPostCategoriesQuery = z.object(authFields);
export const listPostCategoriesResponse = successBody({ categories: z.array(postCategory) });
export type ListPostCategoriesResponse = z.infer<typeof listPostCategoriesResponse>;

export const postCategoryResponse = successMessageBody({ category: postCategory });
export type PostCategoryResponse = z.infer<typeof postCategoryResponse>;

export const deletePostCategoryResponse = successMessageBody({
  id: z.number().int(),
});

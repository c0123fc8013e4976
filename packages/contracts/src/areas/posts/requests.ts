import {
  authFields,
  blankToUndefined,
  listParts,
  optionalText,
  pageNumber,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { money } from "../../money.ts";
import { POST_IMAGE_FIELDS, postOrdering, postPriority, postStatus, postType } from "./enums.ts";
import {
  clearableDateTime,
  clearableId,
  clearableInt,
  clearablePercent,
  clearableText,
  clearableUrl,
  formColor,
  formEnumOf,
  optionalFormBoolean,
} from "./form.ts";
import {
  POST_CATEGORY_ID_INVALID,
  POST_DISCOUNT_INVALID,
  POST_DISPLAY_ORDER_INVALID,
  POST_ENTRY_FEE_INVALID,
  POST_MAX_PARTICIPANTS_INVALID,
  POST_REMOVE_IMAGES_INVALID,
  POST_TAGS_INVALID,
  POST_TITLE_REQUIRED,
} from "./messages.ts";
import { post } from "./post.ts";

export const POST_TITLE_MAX = 200;
export const POST_MAX_TAGS = 20;
export const POST_TAG_MAX = 50;
export const POST_MAX_PARTICIPANTS_MAX = 1_000_000;
/** Part 2 §9: post images 5MB each. */
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const title = z
  .string({ error: POST_TITLE_REQUIRED })
  .trim()
  .min(1, { error: POST_TITLE_REQUIRED })
  .max(POST_TITLE_MAX, { error: `Title must be at most ${POST_TITLE_MAX} characters` });

/** Tags as "a, b" text, a repeated field or a JSON array; stored trimmed, de-duplicated, ", "-joined. Blank clears. */
const tags = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    if (v === null) return [];
    const parts = listParts(v);
    if (parts === null) return v;
    const seen = new Map<string, string>();
    for (const p of parts) {
      if (!seen.has(p.toLowerCase())) seen.set(p.toLowerCase(), p);
    }
    return [...seen.values()];
  },
  z
    .array(z.string({ error: POST_TAGS_INVALID }).max(POST_TAG_MAX, { error: POST_TAGS_INVALID }), {
      error: POST_TAGS_INVALID,
    })
    .max(POST_MAX_TAGS, { error: POST_TAGS_INVALID })
    .transform((list) => list.join(", "))
    .optional(),
);

/** The image fields to clear on update (our dashboard's "Remove"), comma-separated (decision 0142). */
const removeImages = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = listParts(v);
  return parts === null ? v : [...new Set(parts)];
}, z.array(z.enum(POST_IMAGE_FIELDS, { error: POST_REMOVE_IMAGES_INVALID })).optional());

/** Every field but the title and the files (part 2 §3, §5, §9); shared by create and update. */
const postEditable = {
  subtitle: clearableText(300, "Subtitle"),
  description: clearableText(10_000, "Description"),
  short_description: clearableText(500, "Short description"),
  /** The category on write; `category_id` is accepted too (decision 0142). Blank: no category. */
  category: clearableId(POST_CATEGORY_ID_INVALID),
  category_id: clearableId(POST_CATEGORY_ID_INVALID),
  tags,
  video_url: clearableUrl("Video URL"),
  content: clearableText(20_000, "Content"),
  call_to_action_text: clearableText(100, "Call to action text"),
  call_to_action_url: clearableUrl("Call to action URL"),
  start_date: clearableDateTime("Start date"),
  end_date: clearableDateTime("End date"),
  registration_deadline: clearableDateTime("Registration deadline"),
  max_participants: clearableInt(1, POST_MAX_PARTICIPANTS_MAX, POST_MAX_PARTICIPANTS_INVALID),
  entry_fee: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v),
    money({ field: "Entry fee", message: POST_ENTRY_FEE_INVALID }).nullable().optional(),
  ),
  prize_details: clearableText(5000, "Prize details"),
  advertiser_name: clearableText(200, "Advertiser name"),
  advertiser_contact: clearableText(200, "Advertiser contact"),
  discount_percentage: clearablePercent(POST_DISCOUNT_INVALID),
  promo_code: clearableText(50, "Promo code"),
  status: formEnumOf(postStatus),
  priority: formEnumOf(postPriority),
  is_active: optionalFormBoolean,
  is_featured: optionalFormBoolean,
  is_pinned: optionalFormBoolean,
  publish_at: clearableDateTime("Publish at"),
  expire_at: clearableDateTime("Expire at"),
  meta_title: clearableText(200, "Meta title"),
  meta_description: clearableText(500, "Meta description"),
  background_color: formColor("Background colour"),
  text_color: formColor("Text colour"),
  display_order: clearableInt(0, 1_000_000, POST_DISPLAY_ORDER_INVALID),
};

/** POST /api/gym-posts/posts/create/: multipart of non-empty post fields (files: see POST_IMAGE_FIELDS). */
export const createPostFields = z.object({ ...authFields, title, ...postEditable });
export type CreatePostFields = z.infer<typeof createPostFields>;
export type PostFormInput = z.input<typeof createPostFields>;

/** PATCH /api/gym-posts/posts/{id}/update/: omitted fields keep their values, blank ones clear (decision 0142). */
export const updatePostFields = z.object({
  ...authFields,
  title: title.optional(),
  ...postEditable,
  remove_images: removeImages,
});
export type UpdatePostFields = z.infer<typeof updatePostFields>;

export const POSTS_PAGE_SIZE_DEFAULT = 24;
export const POSTS_PAGE_SIZE_MAX = 100;

/** GET /api/gym-posts/posts/: non-empty filters and the ordering (part 2 §7), paged (decision 0142). */
export const listPostsQuery = z.object({
  ...authFields,
  search: optionalText(100),
  category: z.preprocess(blankToUndefined, clearableId(POST_CATEGORY_ID_INVALID)),
  status: formEnumOf(postStatus),
  priority: formEnumOf(postPriority),
  post_type: formEnumOf(postType),
  is_featured: optionalFormBoolean,
  is_active: optionalFormBoolean,
  ordering: formEnumOf(postOrdering),
  page: pageNumber(100_000, 1),
  page_size: pageNumber(POSTS_PAGE_SIZE_MAX, POSTS_PAGE_SIZE_DEFAULT),
});
export type ListPostsQuery = z.input<typeof listPostsQuery>;

export const listPostsResponse = successBody({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  posts: z.array(post),
});
export type ListPostsResponse = z.infer<typeof listPostsResponse>;

export const postDetailResponse = successBody({ post });
export const postSavedResponse = successMessageBody({ post });
export type PostSavedResponse = z.infer<typeof postSavedResponse>;
export const deletePostResponse = successMessageBody({ id: z.number().int() });

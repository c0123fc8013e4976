import { dbId, pageNumber, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { postType } from "./enums.ts";

/**
 * The posts section of the public gym page (decisions 0140, 0143, 0144): only live posts, and of
 * them only what a visitor needs; never status, drafts, SEO fields or anything about members.
 */
export const publicPost = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  short_description: z.string(),
  description: z.string(),
  content: z.string(),
  category_name: z.string().nullable(),
  category_type: postType.nullable(),
  category_type_label: z.string().nullable(),
  category_icon: z.string().nullable(),
  category_color: z.string().nullable(),
  tags_list: z.array(z.string()),
  main_image: z.string().nullable(),
  banner_image: z.string().nullable(),
  all_images: z.array(z.string()),
  video_url: z.string(),
  call_to_action_text: z.string(),
  call_to_action_url: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  registration_deadline: z.string().nullable(),
  max_participants: z.number().int().nullable(),
  entry_fee: z.number().nullable(),
  prize_details: z.string(),
  advertiser_name: z.string(),
  advertiser_contact: z.string(),
  discount_percentage: z.number().nullable(),
  promo_code: z.string(),
  is_featured: z.boolean(),
  is_pinned: z.boolean(),
  background_color: z.string(),
  text_color: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  share_count: z.number().int(),
  created_at: z.string(),
  is_challenge: z.boolean(),
  is_advertisement: z.boolean(),
  is_event: z.boolean(),
});
export type PublicPost = z.infer<typeof publicPost>;

export const PUBLIC_POSTS_PAGE_SIZE = 12;

/** GET /api/public/gyms/{schema_name}/posts/ (designed, decision 0144). */
export const publicPostsQuery = z.object({
  page: pageNumber(1000, 1),
});
export const publicPostsResponse = successBody({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  posts: z.array(publicPost),
});
export type PublicPostsResponse = z.infer<typeof publicPostsResponse>;

export const publicPostParams = z.object({ schema_name: z.string(), id: dbId });

/** At most this many posts per view batch: one page of the public list twice over. */
export const PUBLIC_VIEW_BATCH_MAX = 24;

/** POST /api/public/gyms/{schema_name}/posts/views/: the posts a visitor has seen (decision 0143). */
export const publicPostViewsBody = z.object({
  post_ids: z
    .array(dbId, { error: "post_ids must be a list of post ids" })
    .min(1, { error: "post_ids must name at least one post" })
    .max(PUBLIC_VIEW_BATCH_MAX, { error: `post_ids may name at most ${PUBLIC_VIEW_BATCH_MAX} posts` }),
});
export const publicPostViewsResponse = successBody({
  /** The posts whose view counted (not a repeat within the window, not a bot, live). */
  counted: z.array(z.number().int()),
});

/** POST /api/public/gyms/{schema_name}/posts/{id}/like/ and .../share/. */
export const publicPostActionResponse = successBody({
  counted: z.boolean(),
  like_count: z.number().int(),
  share_count: z.number().int(),
});
export type PublicPostActionResponse = z.infer<typeof publicPostActionResponse>;
export const PUBLIC_POST_NOT_FOUND = "This post is not on the gym's page";

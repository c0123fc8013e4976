import { z } from "../../messages.ts";
import { postPriority, postStatus, postType } from "./enums.ts";

/**
 * Part 2 §3 "Post" as the API answers it: every stored field, the category's name and type, and the
 * derived fields the server computes (tags_list, all_images, is_challenge, is_advertisement, is_event,
 * is_live). Dates are ISO instants; money and the discount are JSON numbers (DESIGN §5).
 */
export const post = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  short_description: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_type: postType.nullable(),
  category_type_label: z.string().nullable(),
  category_icon: z.string().nullable(),
  category_color: z.string().nullable(),
  tags: z.string(),
  tags_list: z.array(z.string()),
  main_image: z.string().nullable(),
  banner_image: z.string().nullable(),
  gallery_image_1: z.string().nullable(),
  gallery_image_2: z.string().nullable(),
  gallery_image_3: z.string().nullable(),
  all_images: z.array(z.string()),
  video_url: z.string(),
  content: z.string(),
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
  status: postStatus,
  priority: postPriority,
  is_active: z.boolean(),
  is_featured: z.boolean(),
  is_pinned: z.boolean(),
  publish_at: z.string().nullable(),
  expire_at: z.string().nullable(),
  meta_title: z.string(),
  meta_description: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  display_order: z.number().int(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  share_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  is_challenge: z.boolean(),
  is_advertisement: z.boolean(),
  is_event: z.boolean(),
  /** Shown on the public page right now (decision 0144). */
  is_live: z.boolean(),
});
export type Post = z.infer<typeof post>;

/** Splits stored tags ("a, b, c") into the list the cards show (part 2 §3 tags_list). */
export function tagsList(tags: string): string[] {
  return tags
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t !== "");
}

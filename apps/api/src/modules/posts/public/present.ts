import type { PublicPost } from "@gym/contracts";
import { toPost } from "../posts/present.ts";
import type { PostRow } from "../posts/repository.ts";

/** What a visitor may see of a live post: the presented post minus everything internal. */
export function toPublicPost(row: PostRow, now: Date): PublicPost {
  const p = toPost(row, now);
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    short_description: p.short_description,
    description: p.description,
    content: p.content,
    category_name: p.category_name,
    category_type: p.category_type,
    category_type_label: p.category_type_label,
    category_icon: p.category_icon,
    category_color: p.category_color,
    tags_list: p.tags_list,
    main_image: p.main_image,
    banner_image: p.banner_image,
    all_images: p.all_images,
    video_url: p.video_url,
    call_to_action_text: p.call_to_action_text,
    call_to_action_url: p.call_to_action_url,
    start_date: p.start_date,
    end_date: p.end_date,
    registration_deadline: p.registration_deadline,
    max_participants: p.max_participants,
    entry_fee: p.entry_fee,
    prize_details: p.prize_details,
    advertiser_name: p.advertiser_name,
    advertiser_contact: p.advertiser_contact,
    discount_percentage: p.discount_percentage,
    promo_code: p.promo_code,
    is_featured: p.is_featured,
    is_pinned: p.is_pinned,
    background_color: p.background_color,
    text_color: p.text_color,
    view_count: p.view_count,
    like_count: p.like_count,
    share_count: p.share_count,
    created_at: p.created_at,
    is_challenge: p.is_challenge,
    is_advertisement: p.is_advertisement,
    is_event: p.is_event,
  };
}

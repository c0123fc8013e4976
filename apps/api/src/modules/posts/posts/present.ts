import { POST_IMAGE_FIELDS, POST_TYPE_LABELS, type Post, tagsList } from "@gym/contracts";
import { mediaUrl, mediaUrlOrNull } from "../../../uploads/media-url.ts";
import { isLive } from "../live.ts";
import type { PostRow } from "./repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const decimal = (d: { toString(): string } | null) => (d === null ? null : Number(d.toString()));

/** The stored image paths in the spec's order (main, banner, gallery 1-3). */
export function imagePaths(row: PostRow): (string | null)[] {
  return POST_IMAGE_FIELDS.map((field) => row[field]);
}

export function toPost(row: PostRow, now: Date): Post {
  const type = row.category?.post_type ?? null;
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    short_description: row.short_description,
    category_id: row.category_id,
    category_name: row.category?.name ?? null,
    category_type: type,
    category_type_label: type ? POST_TYPE_LABELS[type] : null,
    category_icon: row.category?.icon ?? null,
    category_color: row.category?.color ?? null,
    tags: row.tags,
    tags_list: tagsList(row.tags),
    main_image: mediaUrlOrNull(row.main_image),
    banner_image: mediaUrlOrNull(row.banner_image),
    gallery_image_1: mediaUrlOrNull(row.gallery_image_1),
    gallery_image_2: mediaUrlOrNull(row.gallery_image_2),
    gallery_image_3: mediaUrlOrNull(row.gallery_image_3),
    all_images: imagePaths(row)
      .filter((p): p is string => p !== null)
      .map(mediaUrl),
    video_url: row.video_url,
    content: row.content,
    call_to_action_text: row.call_to_action_text,
    call_to_action_url: row.call_to_action_url,
    start_date: iso(row.start_date),
    end_date: iso(row.end_date),
    registration_deadline: iso(row.registration_deadline),
    max_participants: row.max_participants,
    entry_fee: decimal(row.entry_fee),
    prize_details: row.prize_details,
    advertiser_name: row.advertiser_name,
    advertiser_contact: row.advertiser_contact,
    discount_percentage: decimal(row.discount_percentage),
    promo_code: row.promo_code,
    status: row.status,
    priority: row.priority,
    is_active: row.is_active,
    is_featured: row.is_featured,
    is_pinned: row.is_pinned,
    publish_at: iso(row.publish_at),
    expire_at: iso(row.expire_at),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    background_color: row.background_color,
    text_color: row.text_color,
    display_order: row.display_order,
    view_count: row.view_count,
    like_count: row.like_count,
    share_count: row.share_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_challenge: type === "challenge",
    is_advertisement: type === "advertisement",
    is_event: type === "event",
    is_live: isLive(row, now),
  };
}

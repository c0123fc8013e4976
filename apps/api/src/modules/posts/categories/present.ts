import { POST_TYPE_LABELS, type PostCategory } from "@gym/contracts";
import type { PostCategoryRow } from "./repository.ts";

export function toPostCategory(row: PostCategoryRow): PostCategory {
  return {
    id: row.id,
    name: row.name,
    post_type: row.post_type,
    post_type_label: POST_TYPE_LABELS[row.post_type],
    description: row.description,
    icon: row.icon,
    color: row.color,
    is_active: row.is_active,
    display_order: row.display_order,
    active_posts_count: row.active_posts_count,
    posts_count: row.posts_count,
    created_at: row.created_at.toISOString(),
  };
}

import type { PostOrdering, PostPriority, PostStatus, PostType } from "@gym/contracts";

/** The posts screen's filters (part 2 §2), as the selects hold them: "" means any. */
export interface PostFilters {
  search: string;
  category: string;
  status: PostStatus | "";
  priority: PostPriority | "";
  post_type: PostType | "";
  is_featured: "" | "true" | "false";
  is_active: "" | "true" | "false";
  ordering: PostOrdering;
}

export const EMPTY_POST_FILTERS: PostFilters = {
  search: "",
  category: "",
  status: "",
  priority: "",
  post_type: "",
  is_featured: "",
  is_active: "",
  ordering: "-created_at",
};

/** Only the non-empty filters go to the server (part 2 §7); the default ordering is left out. */
export function toPostsQuery(filters: PostFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text !== "" && !(key === "ordering" && text === EMPTY_POST_FILTERS.ordering)) query[key] = text;
  }
  return query;
}

export function hasActiveFilters(filters: PostFilters): boolean {
  return Object.keys(toPostsQuery(filters)).length > 0;
}

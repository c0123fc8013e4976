import type { PostPriority, PostStatus } from "@gym/contracts";

/** Badge colours (Mantine palette names) in the style of part 2 §4's feedback badges. */
export const STATUS_COLORS: Record<PostStatus, string> = {
  draft: "gray",
  published: "green",
  scheduled: "blue",
  expired: "orange",
  archived: "dark",
};

export const PRIORITY_COLORS: Record<PostPriority, string> = {
  low: "green",
  medium: "orange",
  high: "red",
  urgent: "red",
};

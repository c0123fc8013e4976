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

/** Rupees for an entry fee: "Free" for 0, nothing when none was set. */
export function feeText(fee: number | null, formatRupees: (n: number) => string): string | null {
  if (fee === null) return null;
  return fee === 0 ? "Free" : formatRupees(fee);
}

/** "1.2K" style counts for views, likes and shares on small cards. */
export function compactCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0).replace(/\.0$/, "")}K`;
  return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
}

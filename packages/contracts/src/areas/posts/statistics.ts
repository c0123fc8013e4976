import { authFields, blankToUndefined, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { postPriority, postStatus, postTimeframe, postType } from "./enums.ts";

/** GET /api/gym-posts/statistics/: `timeframe` omitted (or blank) means all (part 2 §7, §9). */
export const postStatisticsQuery = z.object({
  ...authFields,
  timeframe: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.preprocess(blankToUndefined, postTimeframe.default("all")),
  ),
});
export type PostStatisticsQuery = z.input<typeof postStatisticsQuery>;

export const postStatisticsOverview = z.object({
  total_posts: z.number().int(),
  total_views: z.number().int(),
  total_likes: z.number().int(),
  total_shares: z.number().int(),
  published_posts: z.number().int(),
  featured_posts: z.number().int(),
});

/** One bar per post type, every type present (posts without a category have no type, decision 0145). */
export const postTypeBreakdownItem = z.object({
  post_type: postType,
  label: z.string(),
  count: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
});

export const postStatusBreakdownItem = z.object({ status: postStatus, label: z.string(), count: z.number().int() });

/** Decision 0145: how each figure is defined. */
export const postPerformanceMetrics = z.object({
  /** (likes + shares) ÷ views × 100, one decimal; 0 without views. */
  engagement_rate: z.number(),
  /** views ÷ posts, one decimal; 0 without posts. */
  average_views: z.number(),
  /** The type with the most views (ties: more likes + shares, then the type order); null without views. */
  top_performing_type: postType.nullable(),
  /** Posts per week over the timeframe, one decimal (a period shorter than a week counts as one week). */
  publishing_frequency: z.number(),
});

export const postRecentActivityItem = z.object({
  id: z.number().int(),
  title: z.string(),
  post_type: postType.nullable(),
  /** "created" or "updated": the post's latest change. */
  action: z.enum(["created", "updated"]),
  /** When that action happened. */
  created_at: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  status: postStatus,
  priority: postPriority,
});

export const postStatistics = z.object({
  timeframe: postTimeframe,
  /** First calendar day of the period (the gym's days), null for all. */
  period_start: z.string().nullable(),
  period_end: z.string(),
  overview: postStatisticsOverview,
  typeBreakdown: z.array(postTypeBreakdownItem),
  statusBreakdown: z.array(postStatusBreakdownItem),
  performanceMetrics: postPerformanceMetrics,
  recentActivity: z.array(postRecentActivityItem),
});
export type PostStatistics = z.infer<typeof postStatistics>;

export const postStatisticsResponse = successBody({ data: postStatistics, message: z.string() });
export type PostStatisticsResponse = z.infer<typeof postStatisticsResponse>;

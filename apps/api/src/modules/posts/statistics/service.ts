import {
  daysFromTo,
  POST_STATUS_LABELS,
  POST_STATUSES,
  POST_TYPE_LABELS,
  POST_TYPES,
  type PostStatistics,
  type PostTimeframe,
} from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { periodStart } from "./period.ts";
import { type ActivityRow, postStatisticsRepository, type StatisticsGroup } from "./repository.ts";

const round1 = (x: number) => Math.round(x * 10) / 10;
/** A change this long after creation counts as an update (Prisma sets updated_at on create too). */
const UPDATED_AFTER_MS = 60_000;

/** Part 2 §3 "Post statistics", every figure from SQL aggregates (decision 0145). */
export async function postStatistics(ctx: AreaContext, timeframe: PostTimeframe): Promise<PostStatistics> {
  const repo = postStatisticsRepository(ctx);
  const today = ctx.today();
  const start = periodStart(timeframe, today);
  const [groups, recent, firstDay] = await Promise.all([
    repo.groups(start, ctx.timeZone),
    repo.recent(start, ctx.timeZone),
    start ? Promise.resolve(start) : repo.firstDay(ctx.timeZone),
  ]);

  const sum = (rows: StatisticsGroup[], key: "posts" | "featured" | "views" | "likes" | "shares") =>
    rows.reduce((total, row) => total + Number(row[key]), 0);
  const overview = {
    total_posts: sum(groups, "posts"),
    total_views: sum(groups, "views"),
    total_likes: sum(groups, "likes"),
    total_shares: sum(groups, "shares"),
    published_posts: sum(
      groups.filter((g) => g.status === "published"),
      "posts",
    ),
    featured_posts: sum(groups, "featured"),
  };
  const typeBreakdown = POST_TYPES.map((type) => {
    const rows = groups.filter((g) => g.post_type === type);
    return {
      post_type: type,
      label: POST_TYPE_LABELS[type],
      count: sum(rows, "posts"),
      views: sum(rows, "views"),
      likes: sum(rows, "likes"),
      shares: sum(rows, "shares"),
    };
  });
  const statusBreakdown = POST_STATUSES.map((status) => ({
    status,
    label: POST_STATUS_LABELS[status],
    count: sum(
      groups.filter((g) => g.status === status),
      "posts",
    ),
  }));

  const top = typeBreakdown
    .filter((t) => t.views > 0)
    .sort((a, b) => b.views - a.views || b.likes + b.shares - (a.likes + a.shares))[0];
  const days = firstDay ? daysFromTo(firstDay, today) + 1 : 0;
  const weeks = Math.max(1, days / 7);

  return {
    timeframe,
    period_start: start,
    period_end: today,
    overview,
    typeBreakdown,
    statusBreakdown,
    performanceMetrics: {
      engagement_rate: overview.total_views
        ? round1(((overview.total_likes + overview.total_shares) / overview.total_views) * 100)
        : 0,
      average_views: overview.total_posts ? round1(overview.total_views / overview.total_posts) : 0,
      top_performing_type: top?.post_type ?? null,
      publishing_frequency: round1(overview.total_posts / weeks),
    },
    recentActivity: recent.map(toActivity),
  };
}

function toActivity(row: ActivityRow) {
  const updated = row.updated_at.getTime() - row.created_at.getTime() > UPDATED_AFTER_MS;
  return {
    id: row.id,
    title: row.title,
    post_type: row.post_type,
    action: updated ? ("updated" as const) : ("created" as const),
    created_at: (updated ? row.updated_at : row.created_at).toISOString(),
    views: row.views,
    likes: row.likes,
    status: row.status,
    priority: row.priority,
  };
}

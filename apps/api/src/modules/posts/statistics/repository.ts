import type { PostPriority, PostStatus, PostType } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

export interface StatisticsGroup {
  post_type: PostType | null;
  status: PostStatus;
  posts: number;
  featured: number;
  views: bigint | number;
  likes: bigint | number;
  shares: bigint | number;
}

export interface ActivityRow {
  id: number;
  title: string;
  post_type: PostType | null;
  status: PostStatus;
  priority: PostPriority;
  created_at: Date;
  updated_at: Date;
  views: number;
  likes: number;
}

/** Number of recent activity rows the statistics answer. */
export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * Statistics aggregated in SQL over the posts created since `$1` (a calendar day in the gym's zone
 * `$2`; null = all time): one row per type and status, never the posts themselves.
 */
export function postStatisticsRepository({ db, schema }: DataContext) {
  const posts = qualified(schema, "posts");
  const categories = qualified(schema, "post_categories");
  const since = (column: string) => `($1::date IS NULL OR ${column} >= ($1::date)::timestamp AT TIME ZONE $2::text)`;

  return {
    groups(start: string | null, timeZone: string): Promise<StatisticsGroup[]> {
      return db.$queryRawUnsafe<StatisticsGroup[]>(
        `SELECT c.post_type::text AS post_type, p.status::text AS status,
                count(*)::int AS posts,
                (count(*) FILTER (WHERE p.is_featured))::int AS featured,
                coalesce(sum(p.view_count), 0)::bigint AS views,
                coalesce(sum(p.like_count), 0)::bigint AS likes,
                coalesce(sum(p.share_count), 0)::bigint AS shares
           FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
          WHERE ${since("p.created_at")}
          GROUP BY 1, 2`,
        start,
        timeZone,
      );
    },

    /** The gym's calendar day of its first post, or null without posts. */
    async firstDay(timeZone: string): Promise<string | null> {
      const rows = await db.$queryRawUnsafe<{ day: string | null }[]>(
        `SELECT to_char(min(created_at) AT TIME ZONE $1::text, 'YYYY-MM-DD') AS day FROM ${posts}`,
        timeZone,
      );
      return rows[0]?.day ?? null;
    },

    /** Posts created or changed since the period's start, latest change first. */
    recent(start: string | null, timeZone: string): Promise<ActivityRow[]> {
      return db.$queryRawUnsafe<ActivityRow[]>(
        `SELECT p.id, p.title, c.post_type::text AS post_type, p.status::text AS status,
                p.priority::text AS priority, p.created_at, p.updated_at,
                p.view_count AS views, p.like_count AS likes
           FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
          WHERE ${since("greatest(p.created_at, p.updated_at)")}
          ORDER BY greatest(p.created_at, p.updated_at) DESC, p.id DESC
          LIMIT ${RECENT_ACTIVITY_LIMIT}`,
        start,
        timeZone,
      );
    },
  };
}

import type { PostAction } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { liveSql, liveWhere } from "../live.ts";
import type { PostRow } from "../posts/repository.ts";

/**
 * How long a visitor's repeat does not count again (decision 0143): a reload within half an hour is
 * the same view; a like or a share counts once a day (the visitor hash changes with the day).
 */
export const COUNT_WINDOWS: Record<PostAction, string> = { view: "30 minutes", like: "1 day", share: "1 day" };
const COUNTERS: Record<PostAction, string> = { view: "view_count", like: "like_count", share: "share_count" };

const withCategory = {
  category: { select: { id: true, name: true, post_type: true, icon: true, color: true, is_active: true } },
} as const;

export function publicPostsRepository({ db, schema }: DataContext) {
  const posts = qualified(schema, "posts");
  const categories = qualified(schema, "post_categories");
  const visits = qualified(schema, "post_visits");

  return {
    /** One page of live posts: pinned, featured, higher priority, the gym's order, newest (decision 0144). */
    async page(now: Date, page: number, pageSize: number) {
      const where = liveWhere(now);
      const [count, rows] = await Promise.all([
        db.post.count({ where }),
        db.post.findMany({
          where,
          include: withCategory,
          orderBy: [
            { is_pinned: "desc" },
            { is_featured: "desc" },
            { priority: "desc" },
            { display_order: "asc" },
            { created_at: "desc" },
            { id: "desc" },
          ],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ]);
      return { count, rows: rows as PostRow[] };
    },

    /**
     * Counts `action` once per visitor and window for each live post named, in one statement: the
     * posts are locked in id order (two batches never deadlock), a visit row is inserted or, past its
     * window, renewed, and only those posts' counters move. Returns the posts that counted.
     */
    count(
      action: PostAction,
      postIds: number[],
      visitor: string,
    ): Promise<{ id: number; like_count: number; share_count: number }[]> {
      const counter = COUNTERS[action];
      return db.$queryRawUnsafe(
        `WITH live AS (
           SELECT p.id FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
            WHERE p.id = ANY($1::int[]) AND ${liveSql("p", "c")}
            ORDER BY p.id FOR UPDATE OF p
         ), hit AS (
           INSERT INTO ${visits} AS v (post_id, action, visitor, counted_at)
           SELECT id, $2::text::${qualified(schema, "post_action")}, $3, now() FROM live ORDER BY id
           ON CONFLICT (post_id, action, visitor) DO UPDATE SET counted_at = excluded.counted_at
            WHERE v.counted_at <= excluded.counted_at - $4::interval
           RETURNING post_id
         )
         UPDATE ${posts} p SET ${counter} = p.${counter} + 1 FROM hit WHERE p.id = hit.post_id
         RETURNING p.id, p.like_count, p.share_count`,
        [...new Set(postIds)].sort((a, b) => a - b),
        action,
        visitor,
        COUNT_WINDOWS[action],
      );
    },

    /** The counters of one live post, or null when it is not on the page. */
    async counters(id: number): Promise<{ like_count: number; share_count: number } | null> {
      const rows = await db.$queryRawUnsafe<{ like_count: number; share_count: number }[]>(
        `SELECT p.like_count, p.share_count FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
          WHERE p.id = $1 AND ${liveSql("p", "c")}`,
        id,
      );
      return rows[0] ?? null;
    },

    /** Forgets visits older than a day: after that a hash can no longer match (it carries the day). */
    async purge(): Promise<number> {
      return db.$executeRawUnsafe(`DELETE FROM ${visits} WHERE counted_at < now() - interval '1 day'`);
    },
  };
}

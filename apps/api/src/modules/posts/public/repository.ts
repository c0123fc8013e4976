import type { PostAction } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { liveSql } from "../live.ts";
import type { PostRow } from "../posts/repository.ts";

/**
 * How long a visitor's repeat does not count again (decision 0143): a reload within half an hour is
 * the same view; a like or a share counts once a day (the visitor hash changes with the day).
 */
export const COUNT_WINDOWS: Record<PostAction, string> = { view: "30 minutes", like: "1 day", share: "1 day" };
const COUNTERS: Record<PostAction, string> = { view: "view_count", like: "like_count", share: "share_count" };

/** Every column of a post (enums as text) and its category's, as the presenter reads them. */
const PUBLIC_COLUMNS = `p.id, p.title, p.subtitle, p.description, p.short_description, p.category_id, p.tags,
  p.main_image, p.banner_image, p.gallery_image_1, p.gallery_image_2, p.gallery_image_3, p.video_url, p.content,
  p.call_to_action_text, p.call_to_action_url, p.start_date, p.end_date, p.registration_deadline,
  p.max_participants, p.entry_fee::text AS entry_fee, p.prize_details, p.advertiser_name, p.advertiser_contact,
  p.discount_percentage::text AS discount_percentage, p.promo_code, p.status::text AS status,
  p.priority::text AS priority, p.is_active, p.is_featured, p.is_pinned, p.publish_at, p.expire_at, p.meta_title,
  p.meta_description, p.background_color, p.text_color, p.display_order, p.view_count, p.like_count,
  p.share_count, p.created_at, p.updated_at, c.name AS c_name, c.post_type::text AS c_post_type, c.icon AS c_icon,
  c.color AS c_color, c.is_active AS c_is_active`;

interface LiveExtras {
  total: number;
  c_name: string | null;
  c_post_type: PostRow["status"] | null;
  c_icon: string | null;
  c_color: string | null;
  c_is_active: boolean | null;
}

function toRow({
  total: _total,
  c_name,
  c_post_type,
  c_icon,
  c_color,
  c_is_active,
  ...post
}: PostRow & LiveExtras): PostRow {
  const category =
    post.category_id === null || c_name === null
      ? null
      : {
          id: post.category_id,
          name: c_name,
          post_type: c_post_type as unknown as NonNullable<PostRow["category"]>["post_type"],
          icon: c_icon ?? "image",
          color: c_color ?? "#4CAF50",
          is_active: c_is_active ?? true,
        };
  return { ...post, category } as PostRow;
}

export function publicPostsRepository({ db, schema, now }: DataContext) {
  const posts = qualified(schema, "posts");
  const categories = qualified(schema, "post_categories");
  const visits = qualified(schema, "post_visits");

  return {
    /**
     * One page of live posts: pinned, featured, higher priority, the gym's order, newest (decision
     * 0144). One statement (the total comes with the rows), because this is the page's hot path.
     */
    async page(page: number, pageSize: number): Promise<{ count: number; rows: PostRow[] }> {
      const rows = await db.$queryRawUnsafe<(PostRow & LiveExtras)[]>(
        `SELECT ${PUBLIC_COLUMNS}, count(*) OVER ()::int AS total
           FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
          WHERE ${liveSql("p", "c", "$3::timestamptz")}
          ORDER BY p.is_pinned DESC, p.is_featured DESC, p.priority DESC, p.display_order, p.created_at DESC, p.id DESC
          LIMIT $1 OFFSET $2`,
        pageSize,
        (page - 1) * pageSize,
        now(),
      );
      const count = rows[0]?.total ?? (page > 1 ? await this.liveCount() : 0);
      return { count, rows: rows.map(toRow) };
    },

    async liveCount(): Promise<number> {
      const rows = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
          WHERE ${liveSql("p", "c", "$1::timestamptz")}`,
        now(),
      );
      return rows[0]?.n ?? 0;
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
            WHERE p.id = ANY($1::int[]) AND ${liveSql("p", "c", "$5::timestamptz")}
            ORDER BY p.id FOR UPDATE OF p
         ), hit AS (
           INSERT INTO ${visits} AS v (post_id, action, visitor, counted_at)
           SELECT id, $2::text::${qualified(schema, "post_action")}, $3, $5::timestamptz FROM live ORDER BY id
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
        now(),
      );
    },

    /** The counters of one live post, or null when it is not on the page. */
    async counters(id: number): Promise<{ like_count: number; share_count: number } | null> {
      const rows = await db.$queryRawUnsafe<{ like_count: number; share_count: number }[]>(
        `SELECT p.like_count, p.share_count FROM ${posts} p LEFT JOIN ${categories} c ON c.id = p.category_id
          WHERE p.id = $1 AND ${liveSql("p", "c", "$2::timestamptz")}`,
        id,
        now(),
      );
      return rows[0] ?? null;
    },

    /** Forgets visits older than a day: after that a hash can no longer match (it carries the day). */
    async purge(): Promise<number> {
      return db.$executeRawUnsafe(`DELETE FROM ${visits} WHERE counted_at < $1::timestamptz - interval '1 day'`, now());
    },
  };
}

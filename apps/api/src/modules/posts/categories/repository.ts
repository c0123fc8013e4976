import type { PostIcon, PostType } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { liveSql } from "../live.ts";

/** A category as read with its post counts (aggregated in SQL). */
export interface PostCategoryRow {
  id: number;
  name: string;
  post_type: PostType;
  description: string;
  icon: PostIcon;
  color: string;
  is_active: boolean;
  display_order: number;
  created_at: Date;
  posts_count: number;
  active_posts_count: number;
}

export interface NewPostCategoryRow {
  name: string;
  post_type: PostType;
  description: string;
  icon: PostIcon;
  color: string;
  is_active: boolean;
  display_order: number;
}
export type PostCategoryChanges = Partial<NewPostCategoryRow>;

export type RemoveResult = "deleted" | "has-posts" | "missing";

export function postCategoriesRepository({ db, schema, now }: DataContext) {
  const categories = qualified(schema, "post_categories");
  const posts = qualified(schema, "posts");
  const select = (where: string) =>
    `SELECT c.id, c.name, c.post_type::text AS post_type, c.description, c.icon, c.color, c.is_active,
            c.display_order, c.created_at,
            count(p.id)::int AS posts_count,
            (count(p.id) FILTER (WHERE ${liveSql("p", "c", "$1::timestamptz")}))::int AS active_posts_count
       FROM ${categories} c LEFT JOIN ${posts} p ON p.category_id = c.id
      ${where}
      GROUP BY c.id
      ORDER BY c.display_order, lower(c.name), c.id`;

  return {
    list(): Promise<PostCategoryRow[]> {
      return db.$queryRawUnsafe<PostCategoryRow[]>(select(""), now());
    },

    async find(id: number): Promise<PostCategoryRow | null> {
      const rows = await db.$queryRawUnsafe<PostCategoryRow[]>(select("WHERE c.id = $2"), now(), id);
      return rows[0] ?? null;
    },

    async exists(id: number): Promise<boolean> {
      return (await db.postCategory.count({ where: { id } })) > 0;
    },

    async create(data: NewPostCategoryRow): Promise<number> {
      return (await db.postCategory.create({ data, select: { id: true } })).id;
    },

    /** False when the row is gone. */
    async update(id: number, changes: PostCategoryChanges): Promise<boolean> {
      const { count } = await db.postCategory.updateMany({ where: { id }, data: changes });
      return count > 0;
    },

    /**
     * Deletes a category without posts. The row is locked first, so a post being added to it
     * meanwhile waits (its foreign key check needs the row) and then fails, or is seen here.
     */
    remove(id: number): Promise<RemoveResult> {
      return db.$transaction(async (tx) => {
        const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${categories} WHERE id = $1 FOR UPDATE`,
          id,
        );
        if (!locked.length) return "missing";
        const used = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${posts} WHERE category_id = $1 LIMIT 1`,
          id,
        );
        if (used.length) return "has-posts";
        await tx.postCategory.delete({ where: { id } });
        return "deleted";
      });
    },
  };
}

import type { PostOrdering, PostPriority, PostStatus, PostType } from "@gym/contracts";
import type { Post as PostModel, Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

/** A post with the category fields the API answers. */
export type PostRow = PostModel & {
  category: { id: number; name: string; post_type: PostType; icon: string; color: string; is_active: boolean } | null;
};

const withCategory = {
  category: { select: { id: true, name: true, post_type: true, icon: true, color: true, is_active: true } },
} as const;

export interface PostListFilter {
  search?: string;
  category?: number | null;
  status?: PostStatus;
  priority?: PostPriority;
  post_type?: PostType;
  is_featured?: boolean;
  is_active?: boolean;
}

/** The eight orderings (part 2 §2), each ending on id so pages never overlap. */
const ORDER_BY: Record<PostOrdering, Prisma.PostOrderByWithRelationInput[]> = {
  "-created_at": [{ created_at: "desc" }, { id: "desc" }],
  created_at: [{ created_at: "asc" }, { id: "asc" }],
  title: [{ title: "asc" }, { id: "asc" }],
  "-title": [{ title: "desc" }, { id: "desc" }],
  "-view_count": [{ view_count: "desc" }, { id: "desc" }],
  "-like_count": [{ like_count: "desc" }, { id: "desc" }],
  "-share_count": [{ share_count: "desc" }, { id: "desc" }],
  // The enum is declared low → urgent, so descending puts urgent first; newest first within a priority.
  "-priority": [{ priority: "desc" }, { created_at: "desc" }, { id: "desc" }],
};

/** Every stored column but the id and the counters (which only the public page moves). */
export type PostData = Omit<
  Prisma.PostUncheckedCreateInput,
  "id" | "view_count" | "like_count" | "share_count" | "updated_at"
>;
export type PostChanges = Partial<Omit<PostData, "created_at">>;

export function postsRepository({ db }: DataContext) {
  return {
    async page(filter: PostListFilter, ordering: PostOrdering, page: number, pageSize: number) {
      const where = listWhere(filter);
      const [count, rows] = await Promise.all([
        db.post.count({ where }),
        db.post.findMany({
          where,
          include: withCategory,
          orderBy: ORDER_BY[ordering],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ]);
      return { count, rows: rows as PostRow[] };
    },

    find(id: number): Promise<PostRow | null> {
      return db.post.findUnique({ where: { id }, include: withCategory }) as Promise<PostRow | null>;
    },

    create(data: PostData): Promise<PostRow> {
      return db.post.create({ data, include: withCategory }) as Promise<PostRow>;
    },

    /** Many posts in one statement, counters and timestamps included (the demo seed). */
    async createMany(rows: Prisma.PostCreateManyInput[]): Promise<number> {
      return (await db.post.createMany({ data: rows })).count;
    },

    /** Null when the row is gone. */
    async update(id: number, changes: PostChanges): Promise<PostRow | null> {
      const { count } = await db.post.updateMany({ where: { id }, data: changes });
      return count ? this.find(id) : null;
    },

    /** The deleted row, or null when there was none. */
    async remove(id: number): Promise<PostRow | null> {
      const row = await this.find(id);
      if (!row) return null;
      const { count } = await db.post.deleteMany({ where: { id } });
      return count ? row : null;
    },
  };
}

function listWhere(filter: PostListFilter): Prisma.PostWhereInput {
  const where: Prisma.PostWhereInput = {
    status: filter.status,
    priority: filter.priority,
    is_featured: filter.is_featured,
    is_active: filter.is_active,
  };
  if (filter.category !== undefined) where.category_id = filter.category;
  if (filter.post_type) where.category = { is: { post_type: filter.post_type } };
  if (filter.search) {
    // Prisma passes `contains` into ILIKE as is: %, _ and \ in the search are meant literally.
    const contains = { contains: filter.search.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" as const };
    where.OR = [
      { title: contains },
      { subtitle: contains },
      { short_description: contains },
      { description: contains },
      { tags: contains },
    ];
  }
  return where;
}

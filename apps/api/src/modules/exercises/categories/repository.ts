import type { DataContext } from "../../context.ts";

export interface CategoryData {
  name: string;
  description: string;
  display_order: number;
  image: string | null;
}

const withCount = { _count: { select: { exercises: true } } } as const;

/** Prisma queries for exercise categories; `db` is the gym's own client. */
export function categoriesRepository({ db }: DataContext) {
  return {
    list() {
      return db.exerciseCategory.findMany({ include: withCount, orderBy: [{ display_order: "asc" }, { name: "asc" }] });
    },
    find(id: number) {
      return db.exerciseCategory.findUnique({ where: { id }, include: withCount });
    },
    async exists(id: number): Promise<boolean> {
      return (await db.exerciseCategory.count({ where: { id } })) > 0;
    },
    create(data: CategoryData) {
      return db.exerciseCategory.create({ data, include: withCount });
    },
    /** Null when the row is gone. */
    async update(id: number, data: Partial<CategoryData>) {
      const { count } = await db.exerciseCategory.updateMany({ where: { id }, data });
      return count ? db.exerciseCategory.findUnique({ where: { id }, include: withCount }) : null;
    },
  };
}

export type CategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof categoriesRepository>["find"]>>>;

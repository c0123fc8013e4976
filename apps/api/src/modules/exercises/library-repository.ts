import type { TenantDb } from "../../db/tenant-clients.ts";

export interface CategoryData {
  name: string;
  description: string;
  display_order: number;
  image: string | null;
}

export interface MuscleGroupData {
  name: string;
  description: string;
  display_order: number;
  is_active: boolean;
  image: string | null;
}

const categoryCount = { _count: { select: { exercises: true } } } as const;
const muscleCount = { _count: { select: { primary_exercises: true, secondary_of: true } } } as const;

/** Prisma queries for categories and muscle groups; `db` is the gym's own client. */
export function libraryRepository(db: TenantDb) {
  return {
    listCategories() {
      return db.exerciseCategory.findMany({
        include: categoryCount,
        orderBy: [{ display_order: "asc" }, { name: "asc" }],
      });
    },
    findCategory(id: number) {
      return db.exerciseCategory.findUnique({ where: { id }, include: categoryCount });
    },
    createCategory(data: CategoryData) {
      return db.exerciseCategory.create({ data, include: categoryCount });
    },
    /** Null when the row is gone. */
    async updateCategory(id: number, data: Partial<CategoryData>) {
      const { count } = await db.exerciseCategory.updateMany({ where: { id }, data });
      return count ? db.exerciseCategory.findUnique({ where: { id }, include: categoryCount }) : null;
    },
    listMuscleGroups() {
      return db.muscleGroup.findMany({ include: muscleCount, orderBy: [{ display_order: "asc" }, { name: "asc" }] });
    },
    createMuscleGroup(data: MuscleGroupData) {
      return db.muscleGroup.create({ data, include: muscleCount });
    },
  };
}

export type CategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof libraryRepository>["findCategory"]>>>;
export type MuscleGroupRow = Awaited<ReturnType<ReturnType<typeof libraryRepository>["createMuscleGroup"]>>;

import type { DataContext } from "../../context.ts";

export interface MuscleGroupData {
  name: string;
  description: string;
  display_order: number;
  is_active: boolean;
  image: string | null;
}

const withCounts = { _count: { select: { primary_exercises: true, secondary_of: true } } } as const;

/** Prisma queries for muscle groups; `db` is the gym's own client. */
export function muscleGroupsRepository({ db }: DataContext) {
  return {
    list() {
      return db.muscleGroup.findMany({ include: withCounts, orderBy: [{ display_order: "asc" }, { name: "asc" }] });
    },
    /** Which of `ids` are muscle groups of this gym. */
    async existing(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.muscleGroup.findMany({ where: { id: { in: ids } }, select: { id: true } });
      return new Set(rows.map((r) => r.id));
    },
    create(data: MuscleGroupData) {
      return db.muscleGroup.create({ data, include: withCounts });
    },
  };
}

export type MuscleGroupRow = Awaited<ReturnType<ReturnType<typeof muscleGroupsRepository>["create"]>>;

import type { ExerciseImageType } from "@gym/contracts";
import { quoteIdent } from "../../db/pool.ts";
import type { TenantDb } from "../../db/tenant-clients.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { likePattern } from "../../lib/like-pattern.ts";

/** Everything the read shape (part 1 §3) needs, in display order. */
export const exerciseInclude = {
  category: { select: { name: true } },
  primary_muscle_group: { select: { id: true, name: true } },
  secondary_muscles: {
    select: { muscle_group: { select: { id: true, name: true } } },
    orderBy: [{ position: "asc" }, { muscle_group_id: "asc" }],
  },
  images: { orderBy: { id: "asc" } },
  videos: { orderBy: { id: "asc" } },
} as const satisfies Prisma.ExerciseInclude;

export type ExerciseRow = Prisma.ExerciseGetPayload<{ include: typeof exerciseInclude }>;
export type Tx = Prisma.TransactionClient;

export interface MenuFilter {
  category_id?: number;
  muscle_group_id?: number;
  difficulty?: string;
  equipment?: string;
  search?: string;
  is_active?: boolean;
}

/** Prisma queries for exercises; raw SQL names the gym's schema itself (DESIGN §3). */
export function exerciseRepository(db: TenantDb, schema: string) {
  const s = quoteIdent(schema);

  /** The menu's filters as one WHERE clause with numbered parameters. */
  function where(filter: MenuFilter): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const parts: string[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    if (filter.category_id !== undefined) parts.push(`e.category_id = ${p(filter.category_id)}`);
    if (filter.muscle_group_id !== undefined) {
      const m = p(filter.muscle_group_id);
      parts.push(
        `(e.primary_muscle_group_id = ${m} OR EXISTS (SELECT 1 FROM ${s}.exercise_secondary_muscles sm WHERE sm.exercise_id = e.id AND sm.muscle_group_id = ${m}))`,
      );
    }
    if (filter.difficulty) parts.push(`e.difficulty = ${p(filter.difficulty)}::${s}.exercise_difficulty`);
    if (filter.equipment) parts.push(`e.equipment = ${p(filter.equipment)}::${s}.exercise_equipment`);
    if (filter.is_active !== undefined) parts.push(`e.is_active = ${p(filter.is_active)}`);
    if (filter.search) {
      const q = p(likePattern(filter.search));
      parts.push(
        `(e.name ILIKE ${q} OR e.description ILIKE ${q} OR EXISTS (SELECT 1 FROM unnest(e.tags) AS t(tag) WHERE t.tag ILIKE ${q}))`,
      );
    }
    return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
  }

  return {
    /** Ids of the matching exercises ordered by name, and how many match in all. */
    async menuIds(
      filter: MenuFilter,
      page?: { limit: number; offset: number },
    ): Promise<{ ids: number[]; count: number }> {
      const w = where(filter);
      const paging = page ? ` LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}` : "";
      const rows = await db.$queryRawUnsafe<{ id: number }[]>(
        `SELECT e.id FROM ${s}.exercises e ${w.sql} ORDER BY lower(e.name), e.id${paging}`,
        ...w.params,
      );
      const ids = rows.map((r) => r.id);
      if (!page) return { ids, count: ids.length };
      const total = await db.$queryRawUnsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM ${s}.exercises e ${w.sql}`,
        ...w.params,
      );
      return { ids, count: total[0]?.count ?? 0 };
    },

    /** Full rows for `ids`, in the order of `ids`. */
    async findMany(ids: number[]): Promise<ExerciseRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.exercise.findMany({ where: { id: { in: ids } }, include: exerciseInclude });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    find(id: number, tx: Tx | TenantDb = db): Promise<ExerciseRow | null> {
      return tx.exercise.findUnique({ where: { id }, include: exerciseInclude });
    },

    /** The detail page's second and third keys (part 1 §2): exercise_id code, then the name slug. */
    async findIdByCodeOrSlug(key: string): Promise<number | null> {
      const byCode = await db.exercise.findFirst({
        where: { exercise_id: { equals: key, mode: "insensitive" } },
        select: { id: true },
      });
      if (byCode) return byCode.id;
      const bySlug = await db.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM ${s}.exercises WHERE replace(lower(name), ' ', '-') = lower($1) ORDER BY id LIMIT 1`,
        key,
      );
      return bySlug[0]?.id ?? null;
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await db.exerciseCategory.count({ where: { id } })) > 0;
    },

    /** Which of `ids` are muscle groups of this gym. */
    async existingMuscleGroups(ids: number[]): Promise<Set<number>> {
      const rows = await db.muscleGroup.findMany({ where: { id: { in: ids } }, select: { id: true } });
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Runs `work` in one transaction holding the exercise's row lock, so concurrent media changes
     * of one exercise (primary image, main video) happen one after the other. Null when it is gone.
     */
    async withLockedExercise<T>(id: number, work: (tx: Tx) => Promise<T>): Promise<T | null> {
      return db.$transaction(async (tx) => {
        const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${s}.exercises WHERE id = $1 FOR UPDATE`,
          id,
        );
        return locked.length ? work(tx) : null;
      });
    },

    /** Images of one type (all when `type` is omitted) of an exercise. */
    imagesOf(tx: Tx, exerciseId: number, type?: ExerciseImageType) {
      return tx.exerciseImage.findMany({
        where: { exercise_id: exerciseId, image_type: type },
        orderBy: { id: "asc" },
      });
    },
  };
}

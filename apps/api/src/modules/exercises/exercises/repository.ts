import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import type { DataContext } from "../../context.ts";
import { withLockedExercise } from "./lock-repository.ts";

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

/** The exercise's own columns as create and update write them (relations and media apart). */
type Columns = Omit<
  Prisma.ExerciseUncheckedCreateInput,
  "id" | "exercise_id" | "created_at" | "updated_at" | "secondary_muscles" | "images" | "videos"
>;
export type NewExercise = Columns & { secondary: number[]; main_video: string | null };
export type ExerciseChanges = { [K in keyof Columns]?: Columns[K] | undefined };

export interface MenuFilter {
  category_id?: number;
  muscle_group_id?: number;
  difficulty?: string;
  equipment?: string;
  search?: string;
  is_active?: boolean;
}

const secondaryRows = (ids: number[]) => ids.map((muscle_group_id, position) => ({ muscle_group_id, position }));

/** Exercises: Prisma by default; the menu's filters and the slug lookup are raw SQL through `qualified()`. */
export function exercisesRepository(ctx: DataContext) {
  const { db, schema } = ctx;
  const exercises = qualified(schema, "exercises");

  /** The menu's filters as one WHERE clause with numbered parameters. */
  function where(filter: MenuFilter): { sql: string; params: unknown[] } {
    const params: unknown[] = [];
    const parts: string[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    if (filter.category_id !== undefined) parts.push(`e.category_id = ${p(filter.category_id)}`);
    if (filter.muscle_group_id !== undefined) {
      const m = p(filter.muscle_group_id);
      parts.push(
        `(e.primary_muscle_group_id = ${m} OR EXISTS (SELECT 1 FROM ${qualified(schema, "exercise_secondary_muscles")} sm WHERE sm.exercise_id = e.id AND sm.muscle_group_id = ${m}))`,
      );
    }
    if (filter.difficulty)
      parts.push(`e.difficulty = ${p(filter.difficulty)}::${qualified(schema, "exercise_difficulty")}`);
    if (filter.equipment)
      parts.push(`e.equipment = ${p(filter.equipment)}::${qualified(schema, "exercise_equipment")}`);
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
        `SELECT e.id FROM ${exercises} e ${w.sql} ORDER BY lower(e.name), e.id${paging}`,
        ...w.params,
      );
      const ids = rows.map((r) => r.id);
      if (!page) return { ids, count: ids.length };
      const total = await db.$queryRawUnsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM ${exercises} e ${w.sql}`,
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

    find(id: number): Promise<ExerciseRow | null> {
      return db.exercise.findUnique({ where: { id }, include: exerciseInclude });
    },

    /** What an update checks before it starts: the name (for the duplicate-name text) and the primary group. */
    findNameAndPrimary(id: number) {
      return db.exercise.findUnique({ where: { id }, select: { name: true, primary_muscle_group_id: true } });
    },

    /** The detail page's second and third keys (part 1 §2): exercise_id code, then the name slug. */
    async findIdByCodeOrSlug(key: string): Promise<number | null> {
      const byCode = await db.exercise.findFirst({
        where: { exercise_id: { equals: key, mode: "insensitive" } },
        select: { id: true },
      });
      if (byCode) return byCode.id;
      const bySlug = await db.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM ${exercises} WHERE replace(lower(name), ' ', '-') = lower($1) ORDER BY id LIMIT 1`,
        key,
      );
      return bySlug[0]?.id ?? null;
    },

    create({ secondary, main_video, ...columns }: NewExercise): Promise<ExerciseRow> {
      return db.exercise.create({
        data: {
          ...columns,
          secondary_muscles: { create: secondaryRows(secondary) },
          videos: main_video ? { create: { video: main_video, video_type: "MAIN" } } : undefined,
        },
        include: exerciseInclude,
      });
    },

    /**
     * One transaction under the exercise's lock: the columns, the secondary muscles (replaced when
     * given; else the new primary group is dropped from them) and a new main video. Returns the
     * paths the change replaced (old main image and main videos), or null when the exercise is gone.
     */
    update(
      id: number,
      changes: ExerciseChanges,
      extra: { secondary?: number[]; main_video?: string | null },
    ): Promise<string[] | null> {
      return withLockedExercise(ctx, id, async (tx) => {
        const old = await tx.exercise.findUniqueOrThrow({ where: { id }, select: { main_image: true } });
        const oldVideos = extra.main_video
          ? await tx.exerciseVideo.findMany({ where: { exercise_id: id, video_type: "MAIN" } })
          : [];
        if (extra.main_video) {
          await tx.exerciseVideo.deleteMany({ where: { exercise_id: id, video_type: "MAIN" } });
          await tx.exerciseVideo.create({ data: { exercise_id: id, video: extra.main_video, video_type: "MAIN" } });
        }
        if (extra.secondary) {
          await tx.exerciseSecondaryMuscle.deleteMany({ where: { exercise_id: id } });
          await tx.exerciseSecondaryMuscle.createMany({
            data: secondaryRows(extra.secondary).map((row) => ({ ...row, exercise_id: id })),
          });
        } else if (changes.primary_muscle_group_id) {
          await tx.exerciseSecondaryMuscle.deleteMany({
            where: { exercise_id: id, muscle_group_id: changes.primary_muscle_group_id },
          });
        }
        await tx.exercise.update({ where: { id }, data: { ...changes, updated_at: ctx.now() } });
        return [changes.main_image ? old.main_image : null, ...oldVideos.map((v) => v.video)].filter(
          (p): p is string => p !== null,
        );
      });
    },
  };
}

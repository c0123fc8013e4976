import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import type { StarterCategory, StarterExercise, StarterMuscleGroup } from "./data/index.ts";

export interface StarterData {
  categories: StarterCategory[];
  muscleGroups: StarterMuscleGroup[];
  exercises: StarterExercise[];
}

/** Each row's picture (relative path), in the order of its list; null when seeded without pictures. */
export interface StarterImages {
  categories: (string | null)[];
  muscleGroups: (string | null)[];
  exercises: (string | null)[];
}

/**
 * The rows, in one transaction of four INSERT ... SELECT FROM jsonb_to_recordset statements: a
 * hundred exercises through Prisma's createManyAndReturn took 0.3-1 s; this takes a few ms.
 * Raw SQL names the gym's tables through `qualified()` (DESIGN §3). Exercises are inserted in the data's order,
 * so their exercise_id codes follow it (EX1001 is the first).
 */
export async function insertStarterData(
  { db, schema, now }: DataContext,
  data: StarterData,
  images: StarterImages,
): Promise<void> {
  const t = (name: string) => qualified(schema, name);
  const json = (rows: object[]) => JSON.stringify(rows);
  const ids = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  const at = now();
  await db.$transaction(async (tx) => {
    const categoryId = ids(
      await tx.$queryRawUnsafe<{ id: number; name: string }[]>(
        `INSERT INTO ${t("exercise_categories")} (name, description, display_order, image, created_at, updated_at)
         SELECT name, description, display_order, image, $2, $2
           FROM jsonb_to_recordset($1::jsonb) AS r(ord int, name text, description text, display_order int, image text)
          ORDER BY ord RETURNING id, name`,
        json(data.categories.map((c, ord) => ({ ...c, ord, image: images.categories[ord] ?? null }))),
        at,
      ),
    );
    const muscleId = ids(
      await tx.$queryRawUnsafe<{ id: number; name: string }[]>(
        `INSERT INTO ${t("muscle_groups")} (name, description, display_order, is_active, image, created_at, updated_at)
         SELECT name, description, display_order, true, image, $2, $2
           FROM jsonb_to_recordset($1::jsonb) AS r(ord int, name text, description text, display_order int, image text)
          ORDER BY ord RETURNING id, name`,
        json(data.muscleGroups.map((m, ord) => ({ ...m, ord, image: images.muscleGroups[ord] ?? null }))),
        at,
      ),
    );
    const exerciseRows = data.exercises.map((e, ord) => ({
      ...e,
      ord,
      category_id: categoryId.get(e.category.toLowerCase()),
      primary_muscle_group_id: muscleId.get(e.primary_muscle.toLowerCase()),
      main_image: images.exercises[ord] ?? null,
    }));
    const exerciseId = ids(
      await tx.$queryRawUnsafe<{ id: number; name: string }[]>(
        `INSERT INTO ${t("exercises")} (name, description, instructions, tips, form_instructions, safety_tips,
           common_mistakes, category_id, primary_muscle_group_id, difficulty, equipment, estimated_duration,
           calories_burned_per_minute, exercise_type, force_type, mechanics_type, tags, main_image, created_at, updated_at)
         SELECT name, description, instructions, tips, form_instructions, safety_tips, common_mistakes,
           category_id, primary_muscle_group_id, difficulty::${t("exercise_difficulty")}, equipment::${t("exercise_equipment")},
           estimated_duration, calories_burned_per_minute, exercise_type::${t("exercise_type")},
           force_type::${t("force_type")}, mechanics_type::${t("mechanics_type")}, tags, main_image, $2, $2
           FROM jsonb_to_recordset($1::jsonb) AS r(ord int, name text, description text, instructions text, tips text,
             form_instructions text, safety_tips text, common_mistakes text, category_id int,
             primary_muscle_group_id int, difficulty text, equipment text, estimated_duration int,
             calories_burned_per_minute numeric, exercise_type text, force_type text, mechanics_type text,
             tags text[], main_image text)
          ORDER BY ord RETURNING id, name`,
        json(exerciseRows),
        at,
      ),
    );
    const secondary = data.exercises.flatMap((e) => {
      const primary = e.primary_muscle.toLowerCase();
      const names = [...new Set(e.secondary_muscles.map((m) => m.toLowerCase()))].filter((m) => m !== primary);
      return names.map((m, position) => ({
        exercise_id: exerciseId.get(e.name.toLowerCase()),
        muscle_group_id: muscleId.get(m),
        position,
      }));
    });
    await tx.$executeRawUnsafe(
      `INSERT INTO ${t("exercise_secondary_muscles")} (exercise_id, muscle_group_id, position)
       SELECT exercise_id, muscle_group_id, position
         FROM jsonb_to_recordset($1::jsonb) AS r(exercise_id int, muscle_group_id int, position int)`,
      json(secondary),
    );
  });
}

import { quoteIdent } from "../../db/pool.ts";
import type { SeedContext, Seeder } from "../../seed/seeder.ts";
import { removeMedia } from "../../uploads/media-types.ts";
import { starterCategories, starterExercises, starterMuscleGroups } from "./starter-library/index.ts";
import type { StarterCategory, StarterExercise, StarterMuscleGroup } from "./starter-library/types.ts";
import { type Picture, placePictures } from "./starter-pictures.ts";
import { FOLDERS } from "./uploads.ts";

export interface StarterLibrary {
  categories: StarterCategory[];
  muscleGroups: StarterMuscleGroup[];
  exercises: StarterExercise[];
}

const label = (s: string) =>
  s
    .toLowerCase()
    .replace(/_/g, " ")
    .replace(/^\w/, (c) => c.toUpperCase());

/** Every name an exercise refers to must exist, and names must be unique (case-insensitively), as in the tables. */
export function checkStarterLibrary(lib: StarterLibrary): void {
  const problems: string[] = [];
  const unique = (kind: string, names: string[]) => {
    const seen = new Set<string>();
    for (const n of names) {
      if (seen.has(n.toLowerCase())) problems.push(`duplicate ${kind} "${n}"`);
      seen.add(n.toLowerCase());
    }
    return seen;
  };
  const categories = new Set(
    unique(
      "category",
      lib.categories.map((c) => c.name),
    ),
  );
  const muscles = new Set(
    unique(
      "muscle group",
      lib.muscleGroups.map((m) => m.name),
    ),
  );
  unique(
    "exercise",
    lib.exercises.map((e) => e.name),
  );
  for (const e of lib.exercises) {
    if (!categories.has(e.category.toLowerCase())) problems.push(`${e.name}: unknown category "${e.category}"`);
    for (const m of [e.primary_muscle, ...e.secondary_muscles]) {
      if (!muscles.has(m.toLowerCase())) problems.push(`${e.name}: unknown muscle group "${m}"`);
    }
  }
  if (problems.length) throw new Error(`Starter exercise library is inconsistent: ${problems.join("; ")}`);
}

/**
 * Loads the starter library into a new gym: categories, muscle groups and exercises with their
 * secondary muscles, each with a generated picture (decision 0045). A handful of queries, whatever
 * the library's size. On failure the pictures placed so far are removed (provisioning drops the schema).
 */
export async function seedStarterLibrary(ctx: SeedContext, lib: StarterLibrary): Promise<void> {
  checkStarterLibrary(lib);
  const colourOf = new Map(lib.categories.map((c) => [c.name.toLowerCase(), c.colour]));
  const withPictures = Boolean(ctx.uploadDir);
  const place = (folder: string, pictures: Picture[]) =>
    withPictures
      ? placePictures(ctx.uploadDir, ctx.schema, folder, pictures)
      : Promise.resolve(pictures.map(() => null));
  const placed: (string | null)[] = [];
  try {
    const categoryImages = await place(
      FOLDERS.categories,
      lib.categories.map((c) => ({ title: c.name, colour: c.colour })),
    );
    placed.push(...categoryImages);
    const muscleImages = await place(
      FOLDERS.muscleGroups,
      lib.muscleGroups.map((m) => ({ title: m.name, colour: m.colour })),
    );
    placed.push(...muscleImages);
    const exerciseImages = await place(
      FOLDERS.exercises,
      lib.exercises.map((e) => ({
        title: e.name,
        subtitle: `${e.primary_muscle} · ${label(e.equipment)}`,
        colour: colourOf.get(e.category.toLowerCase()) ?? "#4A5568",
      })),
    );
    placed.push(...exerciseImages);

    await writeLibrary(ctx, lib, { categoryImages, muscleImages, exerciseImages });
  } catch (error) {
    await Promise.all(placed.map((p) => removeMedia(ctx.uploadDir, p)));
    throw error;
  }
}

/**
 * The rows, in one transaction of four INSERT ... SELECT FROM jsonb_to_recordset statements: a
 * hundred exercises through Prisma's createManyAndReturn took 0.3-1 s; this takes a few ms.
 * Raw SQL names the gym's schema itself (DESIGN §3). Exercises are inserted in the library's order,
 * so their exercise_id codes follow it (EX1001 is the first).
 */
async function writeLibrary(
  ctx: SeedContext,
  lib: StarterLibrary,
  images: { categoryImages: (string | null)[]; muscleImages: (string | null)[]; exerciseImages: (string | null)[] },
): Promise<void> {
  const s = quoteIdent(ctx.schema);
  const json = (rows: object[]) => JSON.stringify(rows);
  const ids = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  await ctx.db.$transaction(async (tx) => {
    const categoryId = ids(
      await tx.$queryRawUnsafe<{ id: number; name: string }[]>(
        `INSERT INTO ${s}.exercise_categories (name, description, display_order, image)
         SELECT name, description, display_order, image
           FROM jsonb_to_recordset($1::jsonb) AS r(ord int, name text, description text, display_order int, image text)
          ORDER BY ord RETURNING id, name`,
        json(lib.categories.map((c, ord) => ({ ...c, ord, image: images.categoryImages[ord] ?? null }))),
      ),
    );
    const muscleId = ids(
      await tx.$queryRawUnsafe<{ id: number; name: string }[]>(
        `INSERT INTO ${s}.muscle_groups (name, description, display_order, is_active, image)
         SELECT name, description, display_order, true, image
           FROM jsonb_to_recordset($1::jsonb) AS r(ord int, name text, description text, display_order int, image text)
          ORDER BY ord RETURNING id, name`,
        json(lib.muscleGroups.map((m, ord) => ({ ...m, ord, image: images.muscleImages[ord] ?? null }))),
      ),
    );
    const exerciseRows = lib.exercises.map((e, ord) => ({
      ...e,
      ord,
      category_id: categoryId.get(e.category.toLowerCase()),
      primary_muscle_group_id: muscleId.get(e.primary_muscle.toLowerCase()),
      main_image: images.exerciseImages[ord] ?? null,
    }));
    const exerciseId = ids(
      await tx.$queryRawUnsafe<{ id: number; name: string }[]>(
        `INSERT INTO ${s}.exercises (name, description, instructions, tips, form_instructions, safety_tips,
           common_mistakes, category_id, primary_muscle_group_id, difficulty, equipment, estimated_duration,
           calories_burned_per_minute, exercise_type, force_type, mechanics_type, tags, main_image)
         SELECT name, description, instructions, tips, form_instructions, safety_tips, common_mistakes,
           category_id, primary_muscle_group_id, difficulty::${s}.exercise_difficulty, equipment::${s}.exercise_equipment,
           estimated_duration, calories_burned_per_minute, exercise_type::${s}.exercise_type,
           force_type::${s}.force_type, mechanics_type::${s}.mechanics_type, tags, main_image
           FROM jsonb_to_recordset($1::jsonb) AS r(ord int, name text, description text, instructions text, tips text,
             form_instructions text, safety_tips text, common_mistakes text, category_id int,
             primary_muscle_group_id int, difficulty text, equipment text, estimated_duration int,
             calories_burned_per_minute numeric, exercise_type text, force_type text, mechanics_type text,
             tags text[], main_image text)
          ORDER BY ord RETURNING id, name`,
        json(exerciseRows),
      ),
    );
    const secondary = lib.exercises.flatMap((e) => {
      const primary = e.primary_muscle.toLowerCase();
      const names = [...new Set(e.secondary_muscles.map((m) => m.toLowerCase()))].filter((m) => m !== primary);
      return names.map((m, position) => ({
        exercise_id: exerciseId.get(e.name.toLowerCase()),
        muscle_group_id: muscleId.get(m),
        position,
      }));
    });
    await tx.$executeRawUnsafe(
      `INSERT INTO ${s}.exercise_secondary_muscles (exercise_id, muscle_group_id, position)
       SELECT exercise_id, muscle_group_id, position
         FROM jsonb_to_recordset($1::jsonb) AS r(exercise_id int, muscle_group_id int, position int)`,
      json(secondary),
    );
  });
}

/** The starter library every new gym gets (registered in src/seed/starter-seeders.ts). */
export const exerciseLibrarySeeder: Seeder = {
  name: "exercise library",
  run: (ctx) =>
    seedStarterLibrary(ctx, {
      categories: starterCategories,
      muscleGroups: starterMuscleGroups,
      exercises: starterExercises,
    }),
};

import { placeCachedPictures } from "../../../seed/picture-cache.ts";
import type { PictureSpec } from "../../../seed/pictures.ts";
import type { SeedContext, Seeder } from "../../../seed/seeder.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { removeFiles } from "../../../uploads/kept-files.ts";
import { starterCategories, starterExercises, starterMuscleGroups } from "./data/index.ts";
import { insertStarterData, type StarterData } from "./repository.ts";

export type { StarterData };

const label = (s: string) =>
  s
    .toLowerCase()
    .replace(/_/g, " ")
    .replace(/^\w/, (c) => c.toUpperCase());

/** Every name an exercise refers to must exist, and names must be unique (case-insensitively), as in the tables. */
export function checkStarterData(data: StarterData): void {
  const problems: string[] = [];
  const unique = (kind: string, names: string[]) => {
    const seen = new Set<string>();
    for (const n of names) {
      if (seen.has(n.toLowerCase())) problems.push(`duplicate ${kind} "${n}"`);
      seen.add(n.toLowerCase());
    }
    return seen;
  };
  const categories = unique(
    "category",
    data.categories.map((c) => c.name),
  );
  const muscles = unique(
    "muscle group",
    data.muscleGroups.map((m) => m.name),
  );
  unique(
    "exercise",
    data.exercises.map((e) => e.name),
  );
  for (const e of data.exercises) {
    if (!categories.has(e.category.toLowerCase())) problems.push(`${e.name}: unknown category "${e.category}"`);
    for (const m of [e.primary_muscle, ...e.secondary_muscles]) {
      if (!muscles.has(m.toLowerCase())) problems.push(`${e.name}: unknown muscle group "${m}"`);
    }
  }
  if (problems.length) throw new Error(`Starter exercise data is inconsistent: ${problems.join("; ")}`);
}

/** A 480×320 tile: the name (wrapped) on the category's or group's colour, inside a thin frame. */
const FRAME = `<rect x="16" y="16" width="448" height="288" rx="18" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
const tile = (title: string, colour: string, subtitle?: string): PictureSpec => ({
  label: title,
  labelStyle: "center",
  labelSize: 34,
  wrapAt: 20,
  subtitle,
  colors: colour,
  motif: FRAME,
  width: 480,
  height: 320,
});

/**
 * Loads the starter data into a new gym: categories, muscle groups and exercises with their
 * secondary muscles, each with a generated picture (decision 0045). A handful of queries, whatever
 * the data's size. On failure the pictures placed so far are removed (provisioning drops the schema).
 */
export async function seedStarterExercises(ctx: SeedContext, data: StarterData): Promise<void> {
  checkStarterData(data);
  const colourOf = new Map(data.categories.map((c) => [c.name.toLowerCase(), c.colour]));
  const place = (folder: string, specs: PictureSpec[]): Promise<(string | null)[]> =>
    ctx.uploadDir ? placeCachedPictures(ctx, folder, specs) : Promise.resolve(specs.map(() => null));
  const placed: (string | null)[] = [];
  try {
    const categories = await place(
      MEDIA_FOLDERS.exerciseCategories,
      data.categories.map((c) => tile(c.name, c.colour)),
    );
    placed.push(...categories);
    const muscleGroups = await place(
      MEDIA_FOLDERS.muscleGroups,
      data.muscleGroups.map((m) => tile(m.name, m.colour)),
    );
    placed.push(...muscleGroups);
    const exercises = await place(
      MEDIA_FOLDERS.exercises,
      data.exercises.map((e) =>
        tile(
          e.name,
          colourOf.get(e.category.toLowerCase()) ?? "#4A5568",
          `${e.primary_muscle} · ${label(e.equipment)}`,
        ),
      ),
    );
    placed.push(...exercises);
    await insertStarterData(ctx, data, { categories, muscleGroups, exercises });
  } catch (error) {
    await removeFiles(ctx, placed);
    throw error;
  }
}

/** The starter exercises every new gym gets (registered in src/seed/starter-seeders.ts). */
export const starterExercisesSeeder: Seeder = {
  name: "starter exercises",
  run: (ctx) =>
    seedStarterExercises(ctx, {
      categories: starterCategories,
      muscleGroups: starterMuscleGroups,
      exercises: starterExercises,
    }),
};

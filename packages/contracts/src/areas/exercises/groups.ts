// The two groupings of the exercise library: categories and muscle groups (part 1 §3).
import { formBoolean, successBody, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { blankToUndefined, text } from "./form.ts";
import { CATEGORY_NAME_REQUIRED, MUSCLE_GROUP_NAME_REQUIRED } from "./messages.ts";

// ---- Categories ----------------------------------------------------------------------------------

export const exerciseCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** URL under /media/, or null. */
  image: z.string().nullable(),
  display_order: z.number().int(),
  /** How many exercises are in the category (not in the spec; handy for the tiles). */
  exercise_count: z.number().int(),
});
export type ExerciseCategory = z.infer<typeof exerciseCategory>;

const categoryName = z
  .string({ error: CATEGORY_NAME_REQUIRED })
  .trim()
  .min(1, { error: CATEGORY_NAME_REQUIRED })
  .max(100);

/** POST /api/android/exercise/categories/create/ text fields; `image` is an optional file (≤ 5 MB). */
export const createCategoryFields = z.object({
  name: categoryName,
  description: text(2000),
  display_order: z.preprocess(blankToUndefined, wholeNumber(0, 100000).optional()),
});
export type CreateCategoryFields = z.infer<typeof createCategoryFields>;

/** PATCH /api/android/exercise/categories/{id}/update/: any category field; a given name must not be blank. */
export const updateCategoryFields = createCategoryFields.partial();
export type UpdateCategoryFields = z.infer<typeof updateCategoryFields>;

export const listCategoriesResponse = successBody({ categories: z.array(exerciseCategory) });
export const categoryResponse = successBody({ category: exerciseCategory });

// ---- Muscle groups -------------------------------------------------------------------------------

export const muscleGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  image: z.string().nullable(),
  /** Exercises with this group as primary or secondary muscle (not in the spec). */
  exercise_count: z.number().int(),
});
export type MuscleGroup = z.infer<typeof muscleGroup>;

/** POST /api/android/exercise/muscle-groups/create/ text fields; `image` is an optional file (≤ 5 MB). */
export const createMuscleGroupFields = z.object({
  name: z.string({ error: MUSCLE_GROUP_NAME_REQUIRED }).trim().min(1, { error: MUSCLE_GROUP_NAME_REQUIRED }).max(100),
  description: text(2000),
  display_order: z.preprocess(blankToUndefined, wholeNumber(0, 100000).optional()),
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type CreateMuscleGroupFields = z.infer<typeof createMuscleGroupFields>;

export const listMuscleGroupsResponse = successBody({ muscle_groups: z.array(muscleGroup) });
export const muscleGroupResponse = successBody({ muscle_group: muscleGroup });

import { formBoolean, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { EXERCISE_DIFFICULTIES, EXERCISE_EQUIPMENT, EXERCISE_TYPES, FORCE_TYPES, MECHANICS_TYPES } from "./enums.ts";
import { exercise } from "./exercise.ts";
import { blankToUndefined, commaSeparatedIds, formEnum, formTags, nullableNumber, requiredId, text } from "./form.ts";
import { EXERCISE_REQUIRED_FIELDS } from "./messages.ts";

// ---- Create and update an exercise ---------------------------------------------------------------

/** The editable fields of an exercise (create and update). */
const exerciseEditable = {
  description: text(5000),
  instructions: text(5000),
  tips: text(5000),
  form_instructions: text(5000),
  safety_tips: text(5000),
  common_mistakes: text(5000),
  secondary_muscle_group_ids: commaSeparatedIds,
  difficulty: formEnum(EXERCISE_DIFFICULTIES),
  /** Alias of `difficulty`. */
  difficulty_level: formEnum(EXERCISE_DIFFICULTIES),
  equipment: formEnum(EXERCISE_EQUIPMENT),
  /** Alias of `equipment`. */
  equipment_needed: formEnum(EXERCISE_EQUIPMENT),
  estimated_duration: nullableNumber(1440, true),
  calories_burned_per_minute: nullableNumber(1000, false),
  exercise_type: formEnum(EXERCISE_TYPES),
  force_type: formEnum(FORCE_TYPES),
  mechanics_type: formEnum(MECHANICS_TYPES),
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
  tags: formTags,
};

const exerciseName = z
  .string({ error: EXERCISE_REQUIRED_FIELDS })
  .trim()
  .min(1, { error: EXERCISE_REQUIRED_FIELDS })
  .max(200);

/**
 * POST /api/android/exercise/create/ text fields (multipart or JSON). Files: `main_image` (≤ 5 MB),
 * `main_video` (≤ 50 MB). Missing name, category_id or primary_muscle_group_id → EXERCISE_REQUIRED_FIELDS.
 */
export const createExerciseFields = z.object({
  name: exerciseName,
  category_id: requiredId("category_id"),
  primary_muscle_group_id: requiredId("primary_muscle_group_id"),
  ...exerciseEditable,
});
export type CreateExerciseFields = z.infer<typeof createExerciseFields>;

/** PATCH /api/android/exercise/{id}/update/: any field; optional files main_image, main_video. */
export const updateExerciseFields = z.object({
  name: exerciseName.optional(),
  category_id: requiredId("category_id").optional(),
  primary_muscle_group_id: requiredId("primary_muscle_group_id").optional(),
  ...exerciseEditable,
});
export type UpdateExerciseFields = z.infer<typeof updateExerciseFields>;

export const exerciseResponse = successBody({ exercise });
export type ExerciseResponse = z.infer<typeof exerciseResponse>;

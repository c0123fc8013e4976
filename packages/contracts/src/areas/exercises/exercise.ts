import { authFields, formBoolean, successBody, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_EQUIPMENT,
  exerciseDifficulty,
  exerciseEquipment,
  exerciseImageType,
  exerciseType,
  exerciseVideoType,
  forceType,
  mechanicsType,
} from "./enums.ts";
import { blankToUndefined, formEnum, formId } from "./form.ts";

// ---- Exercises -----------------------------------------------------------------------------------

export const exerciseImage = z.object({
  id: z.number().int(),
  image_url: z.string(),
  image_type: exerciseImageType,
  is_primary: z.boolean(),
  alt_text: z.string(),
});
export type ExerciseImage = z.infer<typeof exerciseImage>;

export const exerciseVideo = z.object({
  id: z.number().int(),
  video_url: z.string(),
  video_type: exerciseVideoType,
});
export type ExerciseVideo = z.infer<typeof exerciseVideo>;

export const exerciseMuscleGroupRef = z.object({ id: z.number().int(), name: z.string(), is_primary: z.boolean() });

/** The full exercise read shape (part 1 §3). URLs are `/media/...` paths. */
export const exercise = z.object({
  id: z.number().int(),
  /** Public code "EX1001", "EX1002", ... given by the server, unique per gym (decision 0040). */
  exercise_id: z.string(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  tips: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  /** The primary muscle group's name. */
  primary_muscle: z.string(),
  primary_muscle_group_id: z.number().int(),
  /** Secondary muscle group names, in the order of `secondary_muscle_group_ids`. */
  secondary_muscles: z.array(z.string()),
  /** Comma-separated ids, e.g. "3,5" ("" when none). */
  secondary_muscle_group_ids: z.string(),
  difficulty: exerciseDifficulty,
  /** Same value as `difficulty` (the spec names both). */
  difficulty_level: exerciseDifficulty,
  equipment: exerciseEquipment,
  /** Same value as `equipment`. */
  equipment_needed: exerciseEquipment,
  /** Minutes. */
  estimated_duration: z.number().int().nullable(),
  calories_burned_per_minute: z.number().nullable(),
  form_instructions: z.string(),
  safety_tips: z.string(),
  common_mistakes: z.string(),
  exercise_type: exerciseType,
  force_type: forceType,
  mechanics_type: mechanicsType,
  is_active: z.boolean(),
  /** Primary first, then the secondary groups. */
  muscle_groups: z.array(exerciseMuscleGroupRef),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** The main image set on create/update (`main_image`), or null. */
  main_image_url: z.string().nullable(),
  /** The MAIN video, or null. */
  main_video_url: z.string().nullable(),
  /** The image marked is_primary, else the main image, else null (decision 0041). */
  primary_image: z.string().nullable(),
  /** The PRIMARY video, else the main video, else null. */
  primary_video: z.string().nullable(),
  images: z.array(exerciseImage),
  primary_muscle_images: z.array(exerciseImage),
  secondary_muscle_images: z.array(exerciseImage),
  equipment_images: z.array(exerciseImage),
  demo_images: z.array(exerciseImage),
  demo_videos: z.array(exerciseVideo),
  form_videos: z.array(exerciseVideo),
  videos: z.array(exerciseVideo),
});
export type Exercise = z.infer<typeof exercise>;

/** GET /api/android/exercise/menu/ (and /android/exercise/menu/) query. Paging is optional (decision 0042). */
export const exerciseMenuQuery = z.object({
  ...authFields,
  category_id: formId,
  /** Primary or secondary muscle group. */
  muscle_group_id: formId,
  difficulty: formEnum(EXERCISE_DIFFICULTIES),
  equipment: formEnum(EXERCISE_EQUIPMENT),
  /** Case-insensitive, in name, description and tags. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
  page: z.preprocess(blankToUndefined, wholeNumber(1, Number.MAX_SAFE_INTEGER).optional()),
  page_size: z.preprocess(blankToUndefined, wholeNumber(1, 500).optional()),
});
export type ExerciseMenuQuery = z.infer<typeof exerciseMenuQuery>;

export const exerciseMenuResponse = successBody({
  exercises: z.array(exercise),
  /** How many exercises match the filters (all pages). */
  count: z.number().int(),
  /** Only when paging was asked for. */
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
export type ExerciseMenuResponse = z.infer<typeof exerciseMenuResponse>;
/** GET /api/android/exercise/{id}/ (designed): id, exercise_id code or name slug. */
export const exerciseDetailResponse = successBody({
  exercise,
  /** The detail page's edit-permission flag: always true for signed-in gym staff (decision 0043). */
  can_edit: z.boolean(),
});
export type ExerciseDetailResponse = z.infer<typeof exerciseDetailResponse>;
/** `{id}` of the detail call: a numeric id, an exercise_id code or a name slug. */
export const exerciseLookupParams = z.object({ id: z.string().trim().min(1).max(200) });

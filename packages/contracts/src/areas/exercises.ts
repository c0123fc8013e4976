import { authFields, formBoolean } from "../common.ts";
import { z } from "../messages.ts";

/**
 * The exercise library: categories, muscle groups, exercises and their media
 * (part 1 §2 "Exercise management", §3, §4, §5, §7, §8, §9; part 2 §7 for the /android/ aliases).
 * Decisions: docs/decisions/0040-0045.
 */

// ---- Enums (part 1 §3) -------------------------------------------------------------------------

export const EXERCISE_DIFFICULTIES = ["BEGINNER", "INTERMEDIATE", "ADVANCED"] as const;
export const EXERCISE_EQUIPMENT = [
  "BODYWEIGHT",
  "DUMBBELLS",
  "BARBELL",
  "MACHINE",
  "RESISTANCE_BANDS",
  "KETTLEBELLS",
] as const;
export const EXERCISE_TYPES = ["STRENGTH", "CARDIO", "FLEXIBILITY", "PLYOMETRIC", "STRETCHING"] as const;
export const FORCE_TYPES = ["PULL", "PUSH", "STATIC"] as const;
export const MECHANICS_TYPES = ["COMPOUND", "ISOLATION"] as const;
/** Part 1 §3 "Image types for upload". */
export const EXERCISE_IMAGE_TYPES = [
  "DEMO",
  "BODY_MAP",
  "EQUIPMENT",
  "FORM",
  "PRIMARY_MUSCLE",
  "SECONDARY_MUSCLE",
] as const;
/** Part 1 §2 "videos (main, primary, demo, form, other)". */
export const EXERCISE_VIDEO_TYPES = ["MAIN", "PRIMARY", "DEMO", "FORM", "OTHER"] as const;

export const exerciseDifficulty = z.enum(EXERCISE_DIFFICULTIES);
export const exerciseEquipment = z.enum(EXERCISE_EQUIPMENT);
export const exerciseType = z.enum(EXERCISE_TYPES);
export const forceType = z.enum(FORCE_TYPES);
export const mechanicsType = z.enum(MECHANICS_TYPES);
export const exerciseImageType = z.enum(EXERCISE_IMAGE_TYPES);
export const exerciseVideoType = z.enum(EXERCISE_VIDEO_TYPES);
export type ExerciseDifficulty = z.infer<typeof exerciseDifficulty>;
export type ExerciseEquipment = z.infer<typeof exerciseEquipment>;
export type ExerciseType = z.infer<typeof exerciseType>;
export type ForceType = z.infer<typeof forceType>;
export type MechanicsType = z.infer<typeof mechanicsType>;
export type ExerciseImageType = z.infer<typeof exerciseImageType>;
export type ExerciseVideoType = z.infer<typeof exerciseVideoType>;

// ---- Business constants (part 1 §9) ------------------------------------------------------------

export const EXERCISE_DEFAULTS = {
  difficulty: "BEGINNER",
  equipment: "BODYWEIGHT",
  force_type: "PULL",
  mechanics_type: "COMPOUND",
  /** Not in the spec (decision 0041). */
  exercise_type: "STRENGTH",
  /** Part 1 §9: "Muscle group display_order default 0." */
  display_order: 0,
} as const;
/** Part 1 §9: "Exercise main image 5 MB (5242880 bytes); main video 50 MB (52428800 bytes)." */
export const EXERCISE_IMAGE_MAX_BYTES = 5_242_880;
export const EXERCISE_VIDEO_MAX_BYTES = 52_428_800;
/** Category and muscle group pictures: the exercise image limit (decision 0041). */
export const EXERCISE_LIBRARY_IMAGE_MAX_BYTES = EXERCISE_IMAGE_MAX_BYTES;
/** Part 1 §9: "Max 5 images per upload batch". */
export const MAX_EXERCISE_IMAGES_PER_UPLOAD = 5;
/** Part 1 §9: "Difficulty colours: beginner green, intermediate orange, advanced red." */
export const DIFFICULTY_COLOURS: Record<ExerciseDifficulty, "green" | "orange" | "red"> = {
  BEGINNER: "green",
  INTERMEDIATE: "orange",
  ADVANCED: "red",
};

// ---- The spec's texts (part 1 §2, §5, §8), quoted exactly --------------------------------------

export const EXERCISE_REQUIRED_FIELDS = "Name, Category, and Primary Muscle Group are required";
/** `size` is already formatted with two decimals ("5.00"). */
export const exerciseImageTooLarge = (size: string) =>
  `Image file is too large (${size}MB). Maximum allowed size is 5MB.`;
export const exerciseVideoTooLarge = (size: string) =>
  `Video file is too large (${size}MB). Maximum allowed size is 50MB.`;
export const MUSCLE_GROUP_NAME_REQUIRED = "Muscle group name is required";
export const CATEGORY_NAME_REQUIRED = "Category name is required";
export const EXERCISE_SELECT_AT_LEAST_ONE_IMAGE = "Please select at least one image";
export const EXERCISE_SELECT_AN_IMAGE = "Please select an image";
export const exerciseNotFoundText = (id: string | number) => `Exercise with ID ${id} not found`;
export const FAILED_TO_LOAD_EXERCISE_DETAILS = "Failed to load exercise details";
export const EXERCISE_IMAGE_NOT_FOUND_PLACEHOLDER = "Image not found";
export const FAILED_TO_FETCH_EXERCISES = "Failed to fetch exercises";
export const FAILED_TO_LOAD_CATEGORIES = "Failed to load categories";
export const FAILED_TO_LOAD_EXERCISES = "Failed to load exercises";
export const FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS = "Failed to load categories and muscle groups";
export const FAILED_TO_CREATE_CATEGORY = "Failed to create category";
export const FAILED_TO_CREATE_MUSCLE_GROUP = "Failed to create muscle group";
export const FAILED_TO_CREATE_EXERCISE = "Failed to create exercise";
export const FAILED_TO_UPDATE_CATEGORY = "Failed to update category";
export const FAILED_TO_UPDATE_EXERCISE = "Failed to update exercise";
export const EXERCISE_UPDATED = "Exercise updated successfully!";
export const FAILED_TO_UPLOAD_IMAGES = "Failed to upload images";
export const IMAGES_UPLOADED = "Images uploaded successfully!";
export const FAILED_TO_UPDATE_MAIN_IMAGE = "Failed to update main image";
export const MAIN_IMAGE_UPDATED = "Main image updated successfully!";
export const imagesAddedText = (n: number, name: string) => `Successfully added ${n} image(s) to ${name}`;

// Texts the spec leaves open (decision 0041).
export const EXERCISE_NOT_FOUND = "Exercise not found";
export const EXERCISE_IMAGE_NOT_FOUND = "Exercise image not found";
export const CATEGORY_NOT_FOUND = "Category not found";
export const MUSCLE_GROUP_NOT_FOUND = "Muscle group not found";
export const unknownCategoryText = (id: number) => `Category ${id} does not exist`;
export const unknownMuscleGroupsText = (ids: number[]) =>
  `Muscle group${ids.length > 1 ? "s" : ""} ${ids.join(", ")} ${ids.length > 1 ? "do" : "does"} not exist`;
export const INVALID_MUSCLE_GROUP_IDS = "secondary_muscle_group_ids must be muscle group ids separated by commas";
export const TOO_MANY_EXERCISE_IMAGES = `You can upload at most ${MAX_EXERCISE_IMAGES_PER_UPLOAD} images at a time`;
export const SELECT_A_MUSCLE_IMAGE = "Please select a primary_muscle_image or a secondary_muscle_image";
export const categoryNameTaken = (name: string) => `A category named "${name}" already exists`;
export const muscleGroupNameTaken = (name: string) => `A muscle group named "${name}" already exists`;
export const exerciseNameTaken = (name: string) => `An exercise named "${name}" already exists`;

/** Part 1 §2: the detail page's third lookup key, "name lowercased with spaces turned to hyphens". */
export const exerciseSlug = (name: string) => name.toLowerCase().replace(/ /g, "-");

// ---- Form helpers: multipart fields arrive as strings ------------------------------------------

const blank = (v: unknown) => typeof v === "string" && v.trim() === "";
const blankToUndefined = (v: unknown) => (blank(v) || v === null ? undefined : v);
const blankToNull = (v: unknown) => (blank(v) ? null : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);
const formEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => upper(blankToUndefined(v)), z.enum(values).optional());
const text = (max: number) => z.preprocess((v) => (v === null ? "" : v), z.string().trim().max(max).optional());

/** A positive id from a form or query; blank means "not given". */
const formId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
/** A required id: missing or blank → EXERCISE_REQUIRED_FIELDS; not a positive whole number → a readable 400. */
const requiredId = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.unknown().transform((v, ctx) => {
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : Number.NaN;
      if (v === undefined) ctx.addIssue({ code: "custom", message: EXERCISE_REQUIRED_FIELDS });
      else if (!Number.isSafeInteger(n) || n <= 0)
        ctx.addIssue({ code: "custom", message: `${field} must be a whole number` });
      else return n;
      return z.NEVER;
    }),
  );

/**
 * Comma-separated ids ("3,5,8", part 1 §3). Also accepts a repeated form field or a JSON array.
 * Blank means none. Anything that is not a list of positive whole numbers is refused.
 */
const commaSeparatedIds = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = Array.isArray(v) ? v.flatMap((x) => String(x).split(",")) : String(v).split(",");
  const trimmed = parts.map((p) => p.trim()).filter((p) => p !== "");
  return trimmed.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0) ? [...new Set(trimmed.map(Number))] : false;
}, z.array(z.number().int().positive(), { error: INVALID_MUSCLE_GROUP_IDS }).optional());

/** Tags as a comma-separated string, a repeated form field or a JSON array; stored trimmed, blanks dropped. */
const formTags = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = Array.isArray(v) ? v.flatMap((x) => String(x).split(",")) : String(v).split(",");
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ""))];
}, z.array(z.string().max(50)).max(30).optional());

const nullableNumber = (max: number, int: boolean) =>
  z.preprocess(blankToNull, (int ? z.coerce.number().int() : z.coerce.number()).min(0).max(max).nullable().optional());

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
  display_order: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100000).optional()),
});
export type CreateCategoryFields = z.infer<typeof createCategoryFields>;

/** PATCH /api/android/exercise/categories/{id}/update/: any category field; a given name must not be blank. */
export const updateCategoryFields = createCategoryFields.partial();
export type UpdateCategoryFields = z.infer<typeof updateCategoryFields>;

export const listCategoriesResponse = z.object({ success: z.literal(true), categories: z.array(exerciseCategory) });
export const categoryResponse = z.object({ success: z.literal(true), category: exerciseCategory });

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
  display_order: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100000).optional()),
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type CreateMuscleGroupFields = z.infer<typeof createMuscleGroupFields>;

export const listMuscleGroupsResponse = z.object({ success: z.literal(true), muscle_groups: z.array(muscleGroup) });
export const muscleGroupResponse = z.object({ success: z.literal(true), muscle_group: muscleGroup });

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
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).optional()),
  page_size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).optional()),
});
export type ExerciseMenuQuery = z.infer<typeof exerciseMenuQuery>;

export const exerciseMenuResponse = z.object({
  success: z.literal(true),
  exercises: z.array(exercise),
  /** How many exercises match the filters (all pages). */
  count: z.number().int(),
  /** Only when paging was asked for. */
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
export type ExerciseMenuResponse = z.infer<typeof exerciseMenuResponse>;

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

export const exerciseResponse = z.object({ success: z.literal(true), exercise });
export type ExerciseResponse = z.infer<typeof exerciseResponse>;

/** GET /api/android/exercise/{id}/ (designed): id, exercise_id code or name slug. */
export const exerciseDetailResponse = z.object({
  success: z.literal(true),
  exercise,
  /** The detail page's edit-permission flag: always true for signed-in gym staff (decision 0043). */
  can_edit: z.boolean(),
});
export type ExerciseDetailResponse = z.infer<typeof exerciseDetailResponse>;

/** PATCH /api/android/exercise/{id}/edit/: files primary_muscle_image and/or secondary_muscle_image (≤ 5 MB). */
export const MUSCLE_IMAGE_FIELDS = {
  primary_muscle_image: "PRIMARY_MUSCLE",
  secondary_muscle_image: "SECONDARY_MUSCLE",
} as const;
export const muscleImagesUpdatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  muscle_images_updated: z.array(z.object({ type: exerciseImageType, url: z.string() })),
});
export type MuscleImagesUpdatedResponse = z.infer<typeof muscleImagesUpdatedResponse>;

/** Multipart field names of the add-images call, N from 1 to 5. */
export const exerciseImageFields = (n: number) =>
  ({
    image: `image_${n}`,
    image_type: `image_type_${n}`,
    alt_text: `alt_text_${n}`,
    is_primary: `is_primary_${n}`,
  }) as const;

/** The text fields of one image (add-images batch entry, upload-image). */
export const exerciseImageTextFields = z.object({
  image_type: z.preprocess((v) => upper(blankToUndefined(v)), exerciseImageType.default("DEMO")),
  alt_text: text(255),
  is_primary: z.preprocess(blankToUndefined, formBoolean.default(false)),
});
export type ExerciseImageTextFields = z.infer<typeof exerciseImageTextFields>;

export const addExerciseImagesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The images added by this call. */
  images: z.array(exerciseImage),
});
export type AddExerciseImagesResponse = z.infer<typeof addExerciseImagesResponse>;

/** POST /api/android/exercise/upload-image/ text fields; the file is `image`. */
export const uploadExerciseImageFields = exerciseImageTextFields.extend({
  exercise_id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "exercise_id is required" })
      .int()
      .positive({ error: "exercise_id must be a whole number" }),
  ),
});
export type UploadExerciseImageFields = z.infer<typeof uploadExerciseImageFields>;

export const exerciseImageResponse = z.object({ success: z.literal(true), message: z.string(), image: exerciseImage });
export type ExerciseImageResponse = z.infer<typeof exerciseImageResponse>;

/** DELETE /api/android/exercise/{id}/delete-image/?image_type=... */
export const deleteExerciseImagesQuery = z.object({
  ...authFields,
  image_type: z.preprocess(
    (v) => upper(blankToUndefined(v)),
    z.enum(EXERCISE_IMAGE_TYPES, { error: `image_type must be one of ${EXERCISE_IMAGE_TYPES.join(", ")}` }),
  ),
});
export const deleteExerciseImagesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  total_deleted: z.number().int(),
  remaining_images_count: z.number().int(),
});
export type DeleteExerciseImagesResponse = z.infer<typeof deleteExerciseImagesResponse>;

/** PATCH /api/exercise/{id}/images/{imageId}/update/ (JSON or form). */
export const updateExerciseImageFields = z.object({
  alt_text: text(255),
  is_primary: z.preprocess(blankToUndefined, formBoolean.optional()),
  image_type: formEnum(EXERCISE_IMAGE_TYPES),
});
export type UpdateExerciseImageFields = z.infer<typeof updateExerciseImageFields>;

export const exerciseImageParams = z.object({
  id: z.coerce.number().int().positive(),
  imageId: z.coerce.number().int().positive(),
});
/** `{id}` of the detail call: a numeric id, an exercise_id code or a name slug. */
export const exerciseLookupParams = z.object({ id: z.string().trim().min(1).max(200) });

import type { ExerciseDifficulty } from "./enums.ts";

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

/**
 * The spec's exercise texts (part 1 §5, §8), quoted exactly. Provisional home until
 * `@gym/contracts` exports them; the screens import from here either way.
 */
export const FAILED_TO_FETCH_EXERCISES = "Failed to fetch exercises";
export const FAILED_TO_LOAD_CATEGORIES = "Failed to load categories";
export const FAILED_TO_LOAD_EXERCISES = "Failed to load exercises";
export const FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS = "Failed to load categories and muscle groups";
export const FAILED_TO_CREATE_CATEGORY = "Failed to create category";
export const FAILED_TO_UPDATE_CATEGORY = "Failed to update category";
export const FAILED_TO_CREATE_MUSCLE_GROUP = "Failed to create muscle group";
export const FAILED_TO_CREATE_EXERCISE = "Failed to create exercise";
export const FAILED_TO_UPDATE_EXERCISE = "Failed to update exercise";
export const EXERCISE_UPDATED = "Exercise updated successfully!";
export const FAILED_TO_UPLOAD_IMAGES = "Failed to upload images";
export const IMAGES_UPLOADED = "Images uploaded successfully!";
export const FAILED_TO_UPDATE_MAIN_IMAGE = "Failed to update main image";
export const MAIN_IMAGE_UPDATED = "Main image updated successfully!";
export const FAILED_TO_LOAD_EXERCISE_DETAILS = "Failed to load exercise details";
export const EXERCISE_REQUIRED_FIELDS = "Name, Category, and Primary Muscle Group are required";
export const MUSCLE_GROUP_NAME_REQUIRED = "Muscle group name is required";
export const CATEGORY_NAME_REQUIRED = "Category name is required";
export const SELECT_AT_LEAST_ONE_IMAGE = "Please select at least one image";
export const SELECT_AN_IMAGE = "Please select an image";
export const IMAGE_NOT_FOUND = "Image not found";

export const exerciseNotFound = (id: string) => `Exercise with ID ${id} not found`;
export const imagesAdded = (count: number, name: string) => `Successfully added ${count} image(s) to ${name}`;

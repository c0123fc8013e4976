/**
 * Exercise library shapes (part 1 §3). Provisional: written from the spec's field lists until
 * `@gym/contracts` exports the exercise area; then these become re-exports of the contracts' types.
 */

export const DIFFICULTIES = ["BEGINNER", "INTERMEDIATE", "ADVANCED"] as const;
export const EQUIPMENT = ["BODYWEIGHT", "DUMBBELLS", "BARBELL", "MACHINE", "RESISTANCE_BANDS", "KETTLEBELLS"] as const;
export const EXERCISE_TYPES = ["STRENGTH", "CARDIO", "FLEXIBILITY", "PLYOMETRIC", "STRETCHING"] as const;
export const FORCE_TYPES = ["PULL", "PUSH", "STATIC"] as const;
export const MECHANICS_TYPES = ["COMPOUND", "ISOLATION"] as const;
export const EXERCISE_IMAGE_TYPES = [
  "DEMO",
  "BODY_MAP",
  "EQUIPMENT",
  "FORM",
  "PRIMARY_MUSCLE",
  "SECONDARY_MUSCLE",
] as const;

export type Difficulty = (typeof DIFFICULTIES)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export type ForceType = (typeof FORCE_TYPES)[number];
export type MechanicsType = (typeof MECHANICS_TYPES)[number];
export type ExerciseImageType = (typeof EXERCISE_IMAGE_TYPES)[number];

export interface ExerciseCategory {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  display_order: number;
  exercise_count?: number;
}

export interface MuscleGroup {
  id: number;
  name: string;
  description: string | null;
  display_order: number;
  is_active: boolean;
  image: string | null;
  exercise_count?: number;
}

export interface ExerciseImage {
  id: number;
  image_url: string;
  is_primary: boolean;
  alt_text: string | null;
  image_type?: ExerciseImageType | null;
}

export interface ExerciseVideo {
  id?: number;
  video_url: string;
  video_type?: string | null;
}

export interface Exercise {
  id: number;
  exercise_id: string;
  name: string;
  description: string | null;
  instructions: string | null;
  tips: string | null;
  category_id: number | null;
  category_name: string | null;
  primary_muscle: string | null;
  primary_muscle_group_id: number | null;
  secondary_muscles: string | null;
  secondary_muscle_group_ids: string | null;
  difficulty?: Difficulty | null;
  difficulty_level?: Difficulty | null;
  equipment?: Equipment | null;
  equipment_needed?: Equipment | null;
  estimated_duration: number | null;
  calories_burned_per_minute: number | null;
  form_instructions: string | null;
  safety_tips: string | null;
  common_mistakes: string | null;
  exercise_type: ExerciseType | null;
  force_type: ForceType | null;
  mechanics_type: MechanicsType | null;
  is_active: boolean;
  muscle_groups: string[];
  tags: string[];
  created_at: string;
  updated_at: string;
  main_image_url: string | null;
  main_video_url: string | null;
  primary_image: string | null;
  primary_video: string | null;
  images: ExerciseImage[];
  primary_muscle_images: ExerciseImage[];
  secondary_muscle_images: ExerciseImage[];
  equipment_images: ExerciseImage[];
  demo_images: ExerciseImage[];
  demo_videos: ExerciseVideo[];
  form_videos: ExerciseVideo[];
  videos: ExerciseVideo[];
}

/** Query of GET /api/android/exercise/menu/ (part 1 §7). */
export interface ExerciseMenuFilters {
  category_id?: number | undefined;
  muscle_group_id?: number | undefined;
  difficulty?: Difficulty | undefined;
  equipment?: Equipment | undefined;
  search?: string | undefined;
}

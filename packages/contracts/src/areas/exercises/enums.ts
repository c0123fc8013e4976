import { z } from "../../messages.ts";

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

import { createExerciseFields, EXERCISE_DEFAULTS } from "@gym/contracts";
import type { Difficulty, Equipment, Exercise, ExerciseType, ForceType, MechanicsType } from "../api/types.ts";

/** The create and edit forms' values (part 1 §2 "create exercise"; §3 "Create exercise also sends ..."). */
export interface ExerciseFormValues {
  name: string;
  description: string;
  /** Select values are strings; null when nothing is chosen. */
  category_id: string | null;
  primary_muscle_group_id: string | null;
  secondary_muscle_group_ids: string[];
  difficulty: Difficulty;
  equipment: Equipment;
  exercise_type: ExerciseType;
  force_type: ForceType;
  mechanics_type: MechanicsType;
  /** NumberInput gives "" when empty. */
  estimated_duration: number | string;
  calories_burned_per_minute: number | string;
  instructions: string;
  tips: string;
  form_instructions: string;
  safety_tips: string;
  common_mistakes: string;
  tags: string[];
  is_active: boolean;
  main_image: File | null;
  main_video: File | null;
}

/** Part 1 §9 defaults: difficulty BEGINNER, equipment BODYWEIGHT, force PULL, mechanics COMPOUND. */
export function emptyExerciseForm(): ExerciseFormValues {
  return {
    name: "",
    description: "",
    category_id: null,
    primary_muscle_group_id: null,
    secondary_muscle_group_ids: [],
    difficulty: EXERCISE_DEFAULTS.difficulty,
    equipment: EXERCISE_DEFAULTS.equipment,
    exercise_type: EXERCISE_DEFAULTS.exercise_type,
    force_type: EXERCISE_DEFAULTS.force_type,
    mechanics_type: EXERCISE_DEFAULTS.mechanics_type,
    estimated_duration: "",
    calories_burned_per_minute: "",
    instructions: "",
    tips: "",
    form_instructions: "",
    safety_tips: "",
    common_mistakes: "",
    tags: [],
    is_active: true,
    main_image: null,
    main_video: null,
  };
}

const splitIds = (ids: string) =>
  ids
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);

/** The edit form starts from the exercise as the API returned it. */
export function exerciseFormValues(exercise: Exercise): ExerciseFormValues {
  return {
    ...emptyExerciseForm(),
    name: exercise.name,
    description: exercise.description,
    category_id: String(exercise.category_id),
    primary_muscle_group_id: String(exercise.primary_muscle_group_id),
    secondary_muscle_group_ids: splitIds(exercise.secondary_muscle_group_ids),
    difficulty: exercise.difficulty ?? exercise.difficulty_level,
    equipment: exercise.equipment ?? exercise.equipment_needed,
    exercise_type: exercise.exercise_type,
    force_type: exercise.force_type,
    mechanics_type: exercise.mechanics_type,
    estimated_duration: exercise.estimated_duration ?? "",
    calories_burned_per_minute: exercise.calories_burned_per_minute ?? "",
    instructions: exercise.instructions,
    tips: exercise.tips,
    form_instructions: exercise.form_instructions,
    safety_tips: exercise.safety_tips,
    common_mistakes: exercise.common_mistakes,
    tags: [...exercise.tags],
    is_active: exercise.is_active,
  };
}

/** The text fields exactly as create and update send them (what the contract schema checks). */
export function exerciseFormFields(values: ExerciseFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of exerciseFormData({ ...values, main_image: null, main_video: null })) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

/**
 * The form kit's options for the create and edit forms: the server's own schema (`createExerciseFields`)
 * on the fields as they will be sent, every problem given to `form`, so the form shows one message, the
 * first, in the spec's words (part 1 §5: 'Name, Category, and Primary Muscle Group are required').
 */
export const exerciseFormKit = {
  schema: createExerciseFields,
  toPayload: exerciseFormFields,
  fieldOf: Object.fromEntries(Object.keys(createExerciseFields.shape).map((key) => [key, "form"])),
};

const TEXT_FIELDS = [
  "description",
  "instructions",
  "tips",
  "form_instructions",
  "safety_tips",
  "common_mistakes",
] as const;

/**
 * The multipart body of create and update. Lists go as the spec's comma-separated strings
 * (secondary_muscle_group_ids "3,5"; tags likewise); an empty number is sent blank, which clears it.
 */
export function exerciseFormData(values: ExerciseFormValues): FormData {
  const form = new FormData();
  form.append("name", values.name.trim());
  for (const field of TEXT_FIELDS) form.append(field, values[field].trim());
  if (values.category_id) form.append("category_id", values.category_id);
  if (values.primary_muscle_group_id) form.append("primary_muscle_group_id", values.primary_muscle_group_id);
  const secondary = values.secondary_muscle_group_ids.filter((id) => id !== values.primary_muscle_group_id);
  form.append("secondary_muscle_group_ids", secondary.join(","));
  form.append("difficulty", values.difficulty);
  form.append("equipment", values.equipment);
  form.append("exercise_type", values.exercise_type);
  form.append("force_type", values.force_type);
  form.append("mechanics_type", values.mechanics_type);
  form.append("estimated_duration", String(values.estimated_duration));
  form.append("calories_burned_per_minute", String(values.calories_burned_per_minute));
  form.append(
    "tags",
    values.tags
      .map((tag) => tag.trim())
      .filter(Boolean)
      .join(","),
  );
  form.append("is_active", String(values.is_active));
  if (values.main_image) form.append("main_image", values.main_image);
  if (values.main_video) form.append("main_video", values.main_video);
  return form;
}

/** The set-main-image modal's body: only the file (part 1 §4: "gains a primary image through the main-image update"). */
export function mainImageFormData(file: File): FormData {
  const form = new FormData();
  form.append("main_image", file);
  return form;
}

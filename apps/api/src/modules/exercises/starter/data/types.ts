import type { ExerciseDifficulty, ExerciseEquipment, ExerciseType, ForceType, MechanicsType } from "@gym/contracts";

/**
 * Shapes of the starter data every new gym gets (part 1 §3: Exercise category, Muscle group,
 * Exercise). References between records are by name; the seeder resolves them to ids.
 */
export interface StarterCategory {
  name: string;
  description: string;
  display_order: number;
  /** hex, used to draw its generated picture */
  colour: string;
}

export interface StarterMuscleGroup {
  name: string;
  description: string;
  display_order: number;
  /** hex, used to draw its generated picture */
  colour: string;
}

export interface StarterExercise {
  name: string;
  /** a StarterCategory name */
  category: string;
  /** a StarterMuscleGroup name */
  primary_muscle: string;
  /** StarterMuscleGroup names */
  secondary_muscles: string[];
  difficulty: ExerciseDifficulty;
  equipment: ExerciseEquipment;
  exercise_type: ExerciseType;
  force_type: ForceType;
  mechanics_type: MechanicsType;
  /** minutes */
  estimated_duration: number;
  calories_burned_per_minute: number;
  description: string;
  /** numbered steps, one per line ("1. ...") */
  instructions: string;
  tips: string;
  form_instructions: string;
  safety_tips: string;
  common_mistakes: string;
  tags: string[];
}

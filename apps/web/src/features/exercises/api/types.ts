/**
 * The exercise library's shapes come from `@gym/contracts` (part 1 §3); this file only gives the
 * screens short local names, so they import from one place.
 */
import type { ExerciseDifficulty, ExerciseEquipment } from "@gym/contracts";

export {
  EXERCISE_DIFFICULTIES as DIFFICULTIES,
  EXERCISE_EQUIPMENT as EQUIPMENT,
  EXERCISE_IMAGE_TYPES,
  EXERCISE_TYPES,
  type Exercise,
  type ExerciseCategory,
  type ExerciseDifficulty as Difficulty,
  type ExerciseEquipment as Equipment,
  type ExerciseImage,
  type ExerciseImageType,
  type ExerciseType,
  type ExerciseVideo,
  FORCE_TYPES,
  type ForceType,
  MECHANICS_TYPES,
  type MechanicsType,
  type MuscleGroup,
} from "@gym/contracts";

/** Query of GET /api/android/exercise/menu/ (part 1 §7) as the screens send it. */
export interface ExerciseMenuFilters {
  category_id?: number | undefined;
  muscle_group_id?: number | undefined;
  difficulty?: ExerciseDifficulty | undefined;
  equipment?: ExerciseEquipment | undefined;
  search?: string | undefined;
}

import { starterCategories } from "./categories.ts";
import { cardioBodyweightExercises } from "./exercises-cardio-bodyweight.ts";
import { cardioMachineExercises } from "./exercises-cardio-machines.ts";
import { coreExercises } from "./exercises-core.ts";
import { coreStabilityExercises } from "./exercises-core-stability.ts";
import { functionalExercises } from "./exercises-functional.ts";
import { mobilityExercises } from "./exercises-mobility.ts";
import { plyometricExercises } from "./exercises-plyometrics.ts";
import { strengthArmExercises } from "./exercises-strength-arms.ts";
import { strengthLegExercises } from "./exercises-strength-legs.ts";
import { strengthPosteriorExercises } from "./exercises-strength-posterior.ts";
import { strengthPullExercises } from "./exercises-strength-pull.ts";
import { strengthPushExercises } from "./exercises-strength-push.ts";
import { lowerStretchExercises } from "./exercises-stretching-lower.ts";
import { upperStretchExercises } from "./exercises-stretching-upper.ts";
import { starterMuscleGroups } from "./muscle-groups.ts";
import type { StarterExercise } from "./types.ts";

/**
 * The starter data every new gym's exercise library begins with: categories, muscle groups and
 * exercises that refer to them by name. Order here is the order they are seeded and listed.
 */
export { starterCategories, starterMuscleGroups };

export const starterExercises: StarterExercise[] = [
  ...strengthPushExercises,
  ...strengthPullExercises,
  ...strengthArmExercises,
  ...strengthLegExercises,
  ...strengthPosteriorExercises,
  ...coreExercises,
  ...coreStabilityExercises,
  ...cardioMachineExercises,
  ...cardioBodyweightExercises,
  ...plyometricExercises,
  ...functionalExercises,
  ...mobilityExercises,
  ...upperStretchExercises,
  ...lowerStretchExercises,
];

export type { StarterCategory, StarterExercise, StarterMuscleGroup } from "./types.ts";

import { starterExercisesSeeder } from "../modules/exercises/starter/seed.ts";
import type { Seeder } from "./seeder.ts";

/** Data every newly provisioned gym starts with (e.g. the starter exercises). Run by provisionGym. */
export const starterSeeders: Seeder[] = [starterExercisesSeeder];

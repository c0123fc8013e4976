import { exerciseLibrarySeeder } from "../modules/exercises/starter-seeder.ts";
import type { Seeder } from "./seeder.ts";

/** Data every newly provisioned gym starts with (e.g. the exercise library). Run by provisionGym. */
export const starterSeeders: Seeder[] = [exerciseLibrarySeeder];

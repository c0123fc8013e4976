import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_EQUIPMENT,
  EXERCISE_TYPES,
  FORCE_TYPES,
  MECHANICS_TYPES,
} from "@gym/contracts";
import { describe, expect, it } from "vitest";
import {
  type StarterExercise,
  starterCategories,
  starterExercises,
  starterMuscleGroups,
} from "../../src/modules/exercises/starter/data/index.ts";

// Pure data checks: no database needed.

const TEXT_FIELDS = [
  "name",
  "description",
  "instructions",
  "tips",
  "form_instructions",
  "safety_tips",
  "common_mistakes",
] as const satisfies readonly (keyof StarterExercise)[];

const categoryNames = new Set(starterCategories.map((c) => c.name));
const muscleNames = new Set(starterMuscleGroups.map((m) => m.name));

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

describe("starter data: categories and muscle groups", () => {
  it("has 6 to 8 categories and the major muscle groups", () => {
    expect(starterCategories.length).toBeGreaterThanOrEqual(6);
    expect(starterCategories.length).toBeLessThanOrEqual(8);
    expect(starterMuscleGroups.length).toBeGreaterThanOrEqual(12);
  });

  it("has unique names and display orders, non-empty descriptions and hex colours", () => {
    for (const list of [starterCategories, starterMuscleGroups]) {
      expect(duplicates(list.map((x) => x.name))).toEqual([]);
      expect(new Set(list.map((x) => x.display_order)).size).toBe(list.length);
      for (const item of list) {
        expect(item.name.trim()).toBe(item.name);
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.description.trim().length).toBeGreaterThan(0);
        expect(item.colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
        expect(Number.isInteger(item.display_order)).toBe(true);
      }
    }
  });

  it("gives every category and every muscle group at least one exercise", () => {
    const usedCategories = new Set(starterExercises.map((e) => e.category));
    const usedMuscles = new Set(starterExercises.flatMap((e) => [e.primary_muscle, ...e.secondary_muscles]));
    expect([...categoryNames].filter((n) => !usedCategories.has(n))).toEqual([]);
    expect([...muscleNames].filter((n) => !usedMuscles.has(n))).toEqual([]);
  });
});

describe("starter data: exercises", () => {
  it("has at least 60 exercises with unique names", () => {
    expect(starterExercises.length).toBeGreaterThanOrEqual(60);
    expect(duplicates(starterExercises.map((e) => e.name))).toEqual([]);
    // The detail page can look an exercise up by its name lowercased with spaces turned to hyphens.
    expect(duplicates(starterExercises.map((e) => e.name.toLowerCase().replace(/ /g, "-")))).toEqual([]);
  });

  it("refers only to known categories and muscle groups", () => {
    for (const e of starterExercises) {
      expect(categoryNames.has(e.category), `${e.name}: category ${e.category}`).toBe(true);
      expect(muscleNames.has(e.primary_muscle), `${e.name}: primary ${e.primary_muscle}`).toBe(true);
      for (const m of e.secondary_muscles) {
        expect(muscleNames.has(m), `${e.name}: secondary ${m}`).toBe(true);
      }
      expect(e.secondary_muscles, `${e.name}: primary repeated as secondary`).not.toContain(e.primary_muscle);
      expect(new Set(e.secondary_muscles).size, `${e.name}: repeated secondary`).toBe(e.secondary_muscles.length);
    }
  });

  it("uses only the spec's enum values, and every one of them", () => {
    const enums: [keyof StarterExercise, readonly string[]][] = [
      ["difficulty", EXERCISE_DIFFICULTIES],
      ["equipment", EXERCISE_EQUIPMENT],
      ["exercise_type", EXERCISE_TYPES],
      ["force_type", FORCE_TYPES],
      ["mechanics_type", MECHANICS_TYPES],
    ];
    for (const [field, values] of enums) {
      const used = new Set(starterExercises.map((e) => e[field] as string));
      expect(
        [...used].filter((v) => !values.includes(v)),
        `${field}: unknown values`,
      ).toEqual([]);
      expect(
        values.filter((v) => !used.has(v)),
        `${field}: unused values`,
      ).toEqual([]);
    }
  });

  it("has instructions as 3 to 6 numbered steps, one per line", () => {
    for (const e of starterExercises) {
      const lines = e.instructions.split("\n");
      expect(lines.length, e.name).toBeGreaterThanOrEqual(3);
      expect(lines.length, e.name).toBeLessThanOrEqual(6);
      lines.forEach((line, i) => {
        expect(line, e.name).toMatch(new RegExp(`^${i + 1}\\. \\S`));
      });
    }
  });

  it("has no empty or untrimmed text fields", () => {
    for (const e of starterExercises) {
      for (const field of TEXT_FIELDS) {
        const value = e[field];
        expect(value.trim().length, `${e.name}: ${field}`).toBeGreaterThan(0);
        expect(value.trim(), `${e.name}: ${field}`).toBe(value);
      }
    }
  });

  it("has sensible durations, calories and tags", () => {
    for (const e of starterExercises) {
      expect(Number.isInteger(e.estimated_duration), e.name).toBe(true);
      expect(e.estimated_duration, e.name).toBeGreaterThanOrEqual(1);
      expect(e.estimated_duration, e.name).toBeLessThanOrEqual(60);
      expect(e.calories_burned_per_minute, e.name).toBeGreaterThan(0);
      expect(e.calories_burned_per_minute, e.name).toBeLessThanOrEqual(15);
      expect(e.tags.length, e.name).toBeGreaterThanOrEqual(2);
      expect(e.tags.length, e.name).toBeLessThanOrEqual(4);
      expect(new Set(e.tags).size, e.name).toBe(e.tags.length);
      for (const tag of e.tags) expect(tag, e.name).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});

import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_TIME_ZONE, type Exercise, type ExerciseCategory, type MuscleGroup } from "@gym/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import { quoteIdent } from "../../src/db/pool.ts";
import {
  type StarterExercise,
  starterCategories,
  starterExercises,
  starterMuscleGroups,
} from "../../src/modules/exercises/starter/data/index.ts";
import { checkStarterData, type StarterData, seedStarterExercises } from "../../src/modules/exercises/starter/seed.ts";
import { seedContext } from "../../src/seed/seeder.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext } from "../support/context.ts";
import { CATEGORIES, MENU, MUSCLE_GROUPS } from "../support/exercises.ts";
import { mediaPath } from "../support/media.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the starter exercises in a freshly provisioned gym", () => {
  it("has every starter category, muscle group and exercise, each with a picture on disk", async () => {
    const gym = await createGym(ctx, "starter");
    const categories: ExerciseCategory[] = (await call(ctx, gym, "GET", CATEGORIES)).json().categories;
    const muscles: MuscleGroup[] = (await call(ctx, gym, "GET", MUSCLE_GROUPS)).json().muscle_groups;
    const exercises: Exercise[] = (await call(ctx, gym, "GET", MENU)).json().exercises;
    expect(categories.map((c) => c.name)).toEqual(
      [...starterCategories].sort((a, b) => a.display_order - b.display_order).map((c) => c.name),
    );
    expect(muscles.map((m) => m.name).sort()).toEqual(starterMuscleGroups.map((m) => m.name).sort());
    expect(exercises).toHaveLength(starterExercises.length);
    for (const item of [...categories, ...muscles]) {
      expect(item.image, item.name).toMatch(new RegExp(`^/media/${gym.schema}/`));
      expect(existsSync(mediaPath(ctx, item.image!)), item.name).toBe(true);
    }
    const total = categories.reduce((sum, c) => sum + c.exercise_count, 0);
    expect(total).toBe(starterExercises.length);
    const byName = new Map(exercises.map((e) => [e.name, e]));
    for (const data of starterExercises) {
      const e = byName.get(data.name)!;
      expect(e, data.name).toBeDefined();
      expect(e).toMatchObject({
        category_name: data.category,
        primary_muscle: data.primary_muscle,
        difficulty: data.difficulty,
        equipment: data.equipment,
        exercise_type: data.exercise_type,
        force_type: data.force_type,
        mechanics_type: data.mechanics_type,
        estimated_duration: data.estimated_duration,
        calories_burned_per_minute: data.calories_burned_per_minute,
        tags: data.tags,
        is_active: true,
      });
      expect(e.secondary_muscles).toEqual(data.secondary_muscles.filter((m) => m !== data.primary_muscle));
      expect(e.exercise_id).toMatch(/^EX\d{4,}$/);
      expect(e.main_image_url).toMatch(new RegExp(`^/media/${gym.schema}/exercises/`));
      expect(e.primary_image).toBe(e.main_image_url);
    }
    const codes = starterExercises.map((d) => byName.get(d.name)!.exercise_id);
    expect(codes[0]).toBe("EX1001");
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("gives real pictures, shared with the cache by hard links rather than redrawn per gym", async () => {
    const gym = await createGym(ctx, "starter_pics");
    const [category] = (await call(ctx, gym, "GET", CATEGORIES)).json().categories as ExerciseCategory[];
    const path = mediaPath(ctx, category!.image!);
    const meta = await sharp(path).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 480, height: 320 });
    expect(statSync(path).nlink).toBeGreaterThan(1);
  });

  it("filters and searches the starter exercises like any other", async () => {
    const gym = await createGym(ctx, "starter_menu");
    const categories: ExerciseCategory[] = (await call(ctx, gym, "GET", CATEGORIES)).json().categories;
    const cardio = categories.find((c) => c.name === starterCategories[1]!.name)!;
    const list: Exercise[] = (await call(ctx, gym, "GET", `${MENU}?category_id=${cardio.id}`)).json().exercises;
    expect(list.length).toBe(starterExercises.filter((e) => e.category === cardio.name).length);
    const sample = starterExercises[0]!;
    const found = (
      await call(ctx, gym, "GET", `${MENU}?search=${encodeURIComponent(sample.name.toUpperCase())}`)
    ).json().exercises as Exercise[];
    expect(found.map((e) => e.name)).toContain(sample.name);
  });
});

/** Tiny inline starter data, loaded into a migrated schema that was not provisioned (so it starts empty). */
const tinyExercise = (over: Partial<StarterExercise>): StarterExercise => ({
  name: "Tiny Squat",
  category: "Tiny Legs",
  primary_muscle: "Tiny Quads",
  secondary_muscles: ["Tiny Glutes"],
  difficulty: "BEGINNER",
  equipment: "BODYWEIGHT",
  exercise_type: "STRENGTH",
  force_type: "PUSH",
  mechanics_type: "COMPOUND",
  estimated_duration: 5,
  calories_burned_per_minute: 6.5,
  description: "Sit & stand <fast>",
  instructions: "1. Sit\n2. Stand",
  tips: "",
  form_instructions: "",
  safety_tips: "",
  common_mistakes: "",
  tags: ["legs"],
  ...over,
});
const tiny: StarterData = {
  categories: [{ name: "Tiny Legs", description: "Legs", display_order: 1, colour: "#123456" }],
  muscleGroups: [
    { name: "Tiny Quads", description: "Front", display_order: 1, colour: "#654321" },
    { name: "Tiny Glutes", description: "Back", display_order: 2, colour: "#abcdef" },
  ],
  exercises: [tinyExercise({}), tinyExercise({ name: "Tiny Lunge", secondary_muscles: ["Tiny Glutes", "Tiny Quads"] })],
};

async function blankSchema() {
  const schema = `tiny_${randomBytes(5).toString("hex")}`;
  await migrateSchema(ctx.db.pool, schema, readMigrations(TENANT_MIGRATIONS_DIR));
  return seedContext(ctx.db, schema, ctx.env.UPLOAD_DIR, DEFAULT_TIME_ZONE);
}

describe("the starter seeder", () => {
  it("loads tiny inline starter data, resolving names to ids and dropping the primary from the secondaries", async () => {
    const seed = await blankSchema();
    await seedStarterExercises(seed, tiny);
    const rows = await seed.db.exercise.findMany({
      include: { secondary_muscles: { include: { muscle_group: true }, orderBy: { position: "asc" } }, category: true },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => [r.name, r.category.name, r.secondary_muscles.map((s) => s.muscle_group.name)])).toEqual([
      ["Tiny Squat", "Tiny Legs", ["Tiny Glutes"]],
      ["Tiny Lunge", "Tiny Legs", ["Tiny Glutes"]],
    ]);
    expect(rows.every((r) => r.main_image && existsSync(join(ctx.env.UPLOAD_DIR, r.main_image)))).toBe(true);
    await ctx.db.pool.query(`DROP SCHEMA ${quoteIdent(seed.schema)} CASCADE`);
  });

  it("refuses starter data whose names do not cross-reference, or repeat", () => {
    const broken: StarterData = {
      ...tiny,
      exercises: [
        tinyExercise({ category: "Nowhere", secondary_muscles: ["Ghost"] }),
        tinyExercise({ name: "tiny squat" }),
      ],
    };
    for (const problem of [
      /unknown category "Nowhere"/,
      /unknown muscle group "Ghost"/,
      /duplicate exercise "tiny squat"/,
    ]) {
      expect(() => checkStarterData(broken)).toThrow(problem);
    }
    expect(() =>
      checkStarterData({
        categories: starterCategories,
        muscleGroups: starterMuscleGroups,
        exercises: starterExercises,
      }),
    ).not.toThrow();
  });

  it("removes the pictures it placed when the rows cannot be written", async () => {
    const seed = await blankSchema();
    const tooLong: StarterData = { ...tiny, exercises: [tinyExercise({ name: "x".repeat(250) })] };
    await expect(seedStarterExercises(seed, tooLong)).rejects.toThrow();
    for (const folder of ["exercise-categories", "muscle-groups", "exercises"]) {
      const dir = join(ctx.env.UPLOAD_DIR, seed.schema, folder);
      expect(existsSync(dir) ? readdirSync(dir) : [], folder).toEqual([]);
    }
    expect(await seed.db.exerciseCategory.count()).toBe(0);
    await ctx.db.pool.query(`DROP SCHEMA ${quoteIdent(seed.schema)} CASCADE`);
  });

  it("draws pictures once into a fresh cache, and survives that cache being cleaned under it", async () => {
    const previous = process.env.TMPDIR;
    const temp = mkdtempSync(join(tmpdir(), "starter-cache-test-"));
    process.env.TMPDIR = temp;
    try {
      const uploadDir = mkdtempSync(join(temp, "uploads-"));
      const full = { categories: starterCategories, muscleGroups: starterMuscleGroups, exercises: starterExercises };
      const first = { ...(await blankSchema()), uploadDir };
      await seedStarterExercises(first, full);
      const cache = readdirSync(temp).find((f) => f.startsWith("gym-starter-pictures-"))!;
      expect(readdirSync(join(temp, cache)).length).toBe(
        starterCategories.length + starterMuscleGroups.length + starterExercises.length,
      );
      const second = { ...(await blankSchema()), uploadDir };
      await seedStarterExercises(second, full);
      rmSync(join(temp, cache), { recursive: true, force: true });
      const third = { ...(await blankSchema()), uploadDir };
      await seedStarterExercises(third, tiny);
      const rows = await third.db.exercise.findMany();
      expect(rows.every((r) => r.main_image && existsSync(join(uploadDir, r.main_image)))).toBe(true);
      // Pictures this process remembers drawing, now gone from the cleaned cache: drawn again.
      const fourth = { ...(await blankSchema()), uploadDir };
      await seedStarterExercises(fourth, full);
      const images = await fourth.db.exercise.findMany({ select: { main_image: true } });
      expect(images.every((r) => r.main_image && existsSync(join(uploadDir, r.main_image)))).toBe(true);
      for (const seed of [first, second, third, fourth]) {
        await ctx.db.pool.query(`DROP SCHEMA ${quoteIdent(seed.schema)} CASCADE`);
      }
    } finally {
      process.env.TMPDIR = previous;
      if (previous === undefined) delete process.env.TMPDIR;
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it("seeds without pictures when no upload directory is given", async () => {
    const seed = { ...(await blankSchema()), uploadDir: "" };
    await seedStarterExercises(seed, tiny);
    expect((await seed.db.exercise.findMany()).map((e) => e.main_image)).toEqual([null, null]);
    await ctx.db.pool.query(`DROP SCHEMA ${quoteIdent(seed.schema)} CASCADE`);
  });
});

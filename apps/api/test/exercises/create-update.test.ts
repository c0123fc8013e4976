import { existsSync } from "node:fs";
import {
  EXERCISE_NOT_FOUND,
  EXERCISE_REQUIRED_FIELDS,
  INVALID_MUSCLE_GROUP_IDS,
  unknownCategoryText,
  unknownMuscleGroupsText,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, patch, post } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { CREATE, makeExercise, makeRefs, type Refs, updatePath } from "../support/exercises.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { file, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
let refs: Refs;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "excrud");
  refs = await makeRefs(ctx, gym);
});
afterAll(() => ctx.close());

describe("POST /api/android/exercise/create/", () => {
  it("creates from a form with the spec's defaults and returns the full read shape", async () => {
    const res = await post(ctx, gym, CREATE, {
      name: "  Wall Sit  ",
      category_id: String(refs.categoryId),
      primary_muscle_group_id: String(refs.muscleIds[0]),
      secondary_muscle_group_ids: `${refs.muscleIds[1]},${refs.muscleIds[2]}`,
      is_active: "true",
      tips: "Breathe",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { success, exercise } = res.json();
    expect(success).toBe(true);
    expect(exercise).toMatchObject({
      name: "Wall Sit",
      category_id: refs.categoryId,
      primary_muscle_group_id: refs.muscleIds[0],
      secondary_muscle_group_ids: `${refs.muscleIds[1]},${refs.muscleIds[2]}`,
      difficulty: "BEGINNER",
      difficulty_level: "BEGINNER",
      equipment: "BODYWEIGHT",
      equipment_needed: "BODYWEIGHT",
      force_type: "PULL",
      mechanics_type: "COMPOUND",
      exercise_type: "STRENGTH",
      is_active: true,
      tips: "Breathe",
      tags: [],
      estimated_duration: null,
      calories_burned_per_minute: null,
      main_image_url: null,
      main_video_url: null,
      primary_image: null,
      primary_video: null,
      images: [],
      videos: [],
    });
    expect(exercise.exercise_id).toMatch(/^EX\d{4,}$/);
    expect(exercise.category_name).toMatch(/^Cat A /);
    expect(exercise.primary_muscle).toMatch(/^Muscle 1 /);
    expect(exercise.secondary_muscles).toHaveLength(2);
    expect(exercise.muscle_groups.map((m: { id: number; is_primary: boolean }) => [m.id, m.is_primary])).toEqual([
      [refs.muscleIds[0], true],
      [refs.muscleIds[1], false],
      [refs.muscleIds[2], false],
    ]);
    expect(Date.parse(exercise.created_at)).not.toBeNaN();
  });

  it("accepts JSON, the alias fields (difficulty_level, equipment_needed), tags and numbers", async () => {
    const exercise = await makeExercise(ctx, gym, refs, {
      difficulty_level: "advanced",
      equipment_needed: "KETTLEBELLS",
      force_type: "PUSH",
      mechanics_type: "ISOLATION",
      exercise_type: "PLYOMETRIC",
      estimated_duration: "12",
      calories_burned_per_minute: "7.25",
      tags: "Explosive, legs ,,legs",
      is_active: false,
    });
    expect(exercise).toMatchObject({
      difficulty: "ADVANCED",
      difficulty_level: "ADVANCED",
      equipment: "KETTLEBELLS",
      equipment_needed: "KETTLEBELLS",
      force_type: "PUSH",
      mechanics_type: "ISOLATION",
      exercise_type: "PLYOMETRIC",
      estimated_duration: 12,
      calories_burned_per_minute: 7.25,
      tags: ["Explosive", "legs"],
      is_active: false,
    });
  });

  it("gives each exercise its own exercise_id code", async () => {
    const a = await makeExercise(ctx, gym, refs);
    const b = await makeExercise(ctx, gym, refs);
    expect(a.exercise_id).not.toBe(b.exercise_id);
    expect(Number(b.exercise_id.slice(2))).toBeGreaterThan(Number(a.exercise_id.slice(2)));
  });

  it("requires name, category and primary muscle group: 'Name, Category, and Primary Muscle Group are required'", async () => {
    const base = {
      name: "Required Test",
      category_id: String(refs.categoryId),
      primary_muscle_group_id: String(refs.muscleIds[0]),
    };
    for (const missing of ["name", "category_id", "primary_muscle_group_id"] as const) {
      for (const value of [undefined, "", "   "]) {
        const parts: Record<string, string> = { ...base };
        if (value === undefined) delete parts[missing];
        else parts[missing] = value;
        const res = await post(ctx, gym, CREATE, parts);
        expect(res.statusCode, `${missing}=${value}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: EXERCISE_REQUIRED_FIELDS });
      }
    }
  });

  it("refuses an unknown or non-numeric category and unknown muscle groups with a clear 400", async () => {
    const base = { name: "Refs Test", category_id: refs.categoryId, primary_muscle_group_id: refs.muscleIds[0] };
    const cases: [Record<string, unknown>, string][] = [
      [{ category_id: 999999 }, unknownCategoryText(999999)],
      [{ category_id: 99999999999 }, "category_id must be at most 2147483647"],
      [{ category_id: "abc" }, "category_id must be a whole number"],
      [{ primary_muscle_group_id: 888888 }, unknownMuscleGroupsText([888888])],
      [{ primary_muscle_group_id: "-2" }, "primary_muscle_group_id must be a whole number"],
      [{ secondary_muscle_group_ids: `${refs.muscleIds[1]},777777,777778` }, unknownMuscleGroupsText([777777, 777778])],
    ];
    for (const [change, message] of cases) {
      const res = await call(ctx, gym, "POST", CREATE, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it("refuses garbage secondary_muscle_group_ids with 400", async () => {
    for (const garbage of ["1,abc", "1;2", "-3", "1.5", "0", "x", "[1,2]", "1 2"]) {
      const res = await post(ctx, gym, CREATE, {
        name: "Garbage Ids",
        category_id: String(refs.categoryId),
        primary_muscle_group_id: String(refs.muscleIds[0]),
        secondary_muscle_group_ids: garbage,
      });
      expect(res.statusCode, garbage).toBe(400);
      expect(res.json().error).toBe(INVALID_MUSCLE_GROUP_IDS);
    }
  });

  it("accepts blank or spaced secondary ids, drops duplicates and the primary group", async () => {
    const [m0, m1] = refs.muscleIds;
    const none = await makeExercise(ctx, gym, refs, { secondary_muscle_group_ids: "" });
    expect(none.secondary_muscle_group_ids).toBe("");
    const spaced = await makeExercise(ctx, gym, refs, { secondary_muscle_group_ids: ` ${m1} , ${m0}, ${m1} ,` });
    expect(spaced.secondary_muscle_group_ids).toBe(String(m1));
  });

  it("refuses bad enum values and a duplicate name", async () => {
    const bad = await call(ctx, gym, "POST", CREATE, {
      name: "Enum Test",
      category_id: refs.categoryId,
      primary_muscle_group_id: refs.muscleIds[0],
      difficulty: "EXPERT",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("difficulty must be one of BEGINNER, INTERMEDIATE, ADVANCED");
    const first = await makeExercise(ctx, gym, refs);
    const dup = await call(ctx, gym, "POST", CREATE, {
      name: first.name.toUpperCase(),
      category_id: refs.categoryId,
      primary_muscle_group_id: refs.muscleIds[0],
    });
    expect(dup.statusCode).toBe(409);
  });

  it("keeps a main image with the exercise", async () => {
    const res = await post(ctx, gym, CREATE, {
      name: "Plank With Picture",
      category_id: String(refs.categoryId),
      primary_muscle_group_id: String(refs.muscleIds[0]),
      main_image: file(await png()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { exercise } = res.json();
    expect(exercise.main_image_url).toMatch(new RegExp(`^/media/${gym.schema}/exercises/.+\\.png$`));
    expect(exercise.primary_image).toBe(exercise.main_image_url);
    expect(existsSync(mediaPath(ctx, exercise.main_image_url))).toBe(true);
    await expectNoTempFiles(ctx);
  });
});

describe("PATCH /api/android/exercise/{id}/update/", () => {
  it("edits the given fields only", async () => {
    const made = await makeExercise(ctx, gym, refs, { description: "Old", tags: "a,b" });
    const res = await patch(ctx, gym, updatePath(made.id), {
      name: "Renamed Exercise",
      difficulty: "INTERMEDIATE",
      equipment_needed: "DUMBBELLS",
      category_id: String(refs.otherCategoryId),
      estimated_duration: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { exercise } = res.json();
    expect(exercise).toMatchObject({
      id: made.id,
      exercise_id: made.exercise_id,
      name: "Renamed Exercise",
      description: "Old",
      tags: ["a", "b"],
      difficulty: "INTERMEDIATE",
      equipment: "DUMBBELLS",
      category_id: refs.otherCategoryId,
      estimated_duration: null,
    });
    expect(Date.parse(exercise.updated_at)).toBeGreaterThanOrEqual(Date.parse(made.updated_at));
  });

  it("replaces the secondary muscles, and moving the primary drops it from the secondaries", async () => {
    const [m0, m1, m2] = refs.muscleIds;
    const made = await makeExercise(ctx, gym, refs, { secondary_muscle_group_ids: `${m1},${m2}` });
    const moved = (await call(ctx, gym, "PATCH", updatePath(made.id), { primary_muscle_group_id: m1 })).json().exercise;
    expect(moved.primary_muscle_group_id).toBe(m1);
    expect(moved.secondary_muscle_group_ids).toBe(String(m2));
    const replaced = (
      await call(ctx, gym, "PATCH", updatePath(made.id), { secondary_muscle_group_ids: `${m2},${m0}` })
    ).json().exercise;
    expect(replaced.secondary_muscle_group_ids).toBe(`${m2},${m0}`);
    const cleared = (await call(ctx, gym, "PATCH", updatePath(made.id), { secondary_muscle_group_ids: "" })).json()
      .exercise;
    expect(cleared.secondary_muscle_group_ids).toBe("");
    expect(cleared.secondary_muscles).toEqual([]);
  });

  it("replaces the main image and removes the old file", async () => {
    const created = (
      await post(ctx, gym, CREATE, {
        name: "Image Swap",
        category_id: String(refs.categoryId),
        primary_muscle_group_id: String(refs.muscleIds[0]),
        main_image: file(await png()),
      })
    ).json().exercise;
    const res = await patch(ctx, gym, updatePath(created.id), { main_image: file(await png({ r: 9, g: 9, b: 9 })) });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().exercise;
    expect(updated.main_image_url).not.toBe(created.main_image_url);
    expect(existsSync(mediaPath(ctx, updated.main_image_url))).toBe(true);
    expect(existsSync(mediaPath(ctx, created.main_image_url))).toBe(false);
  });

  it("refuses blanks and unknown references, 404 for an unknown id, 400 for an id out of range", async () => {
    const made = await makeExercise(ctx, gym, refs);
    const blanks: Record<string, string>[] = [{ name: " " }, { category_id: "" }, { primary_muscle_group_id: "" }];
    for (const body of blanks) {
      const res = await patch(ctx, gym, updatePath(made.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(EXERCISE_REQUIRED_FIELDS);
    }
    const unknown = await call(ctx, gym, "PATCH", updatePath(made.id), { category_id: 424242 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(unknownCategoryText(424242));
    const garbage = await call(ctx, gym, "PATCH", updatePath(made.id), { secondary_muscle_group_ids: "2,x" });
    expect(garbage.statusCode).toBe(400);
    const res = await call(ctx, gym, "PATCH", updatePath(999999), { name: "Nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(EXERCISE_NOT_FOUND);
    expect((await call(ctx, gym, "PATCH", updatePath(99999999999), { name: "Nope" })).statusCode).toBe(400);
    expect((await call(ctx, gym, "PATCH", updatePath("abc"), { name: "Nope" })).statusCode).toBe(400);
  });

  it("an update with another gym's token never touches this gym's exercise", async () => {
    const other = await createGym(ctx, "excrud_o");
    const mine = await makeExercise(ctx, gym, refs);
    const res = await call(ctx, other, "PATCH", updatePath(mine.id), { name: "Hijack" });
    expect(res.statusCode).toBeLessThan(500);
    const again = await call(ctx, gym, "GET", `/api/android/exercise/${mine.id}/`);
    expect(again.json().exercise.name).toBe(mine.name);
  });
});

import { existsSync } from "node:fs";
import { CATEGORY_NAME_REQUIRED, CATEGORY_NOT_FOUND, MUSCLE_GROUP_NAME_REQUIRED } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call, patch, post } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  CATEGORIES,
  CREATE_CATEGORY,
  CREATE_MUSCLE_GROUP,
  MUSCLE_GROUPS,
  updateCategoryPath,
} from "../support/exercises.ts";
import { expectNoTempFiles, filesIn, mediaPath } from "../support/media.ts";
import { file, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "exlib"), createGym(ctx, "exlib_o")]);
});
afterAll(() => ctx.close());

describe("exercise categories", () => {
  it("creates a category from a form with an optional image, and lists it (also under /android/)", async () => {
    const res = await post(ctx, gym, CREATE_CATEGORY, {
      name: "  Olympic Lifts ",
      description: "Snatch and clean",
      image: file(await png()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { category } = res.json();
    expect(category).toMatchObject({
      name: "Olympic Lifts",
      description: "Snatch and clean",
      display_order: 0,
      exercise_count: 0,
    });
    expect(category.image).toMatch(new RegExp(`^/media/${gym.schema}/exercise-categories/.+\\.png$`));
    expect(existsSync(mediaPath(ctx, category.image))).toBe(true);
    for (const url of [CATEGORIES, "/android/exercise/categories/"]) {
      const list = await call(ctx, gym, "GET", url);
      expect(list.statusCode).toBe(200);
      expect(list.json().success).toBe(true);
      expect(list.json().categories.map((c: { name: string }) => c.name)).toContain("Olympic Lifts");
    }
    await expectNoTempFiles(ctx);
  });

  it("requires a name: 'Category name is required' (missing, blank, create and update)", async () => {
    for (const body of [{}, { name: "" }, { name: "   " }]) {
      const res = await call(ctx, gym, "POST", CREATE_CATEGORY, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: CATEGORY_NAME_REQUIRED });
    }
    const made = (await call(ctx, gym, "POST", CREATE_CATEGORY, { name: "Needs A Name" })).json().category;
    const res = await patch(ctx, gym, updateCategoryPath(made.id), { name: " " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CATEGORY_NAME_REQUIRED);
  });

  it("refuses a duplicate name (case-insensitive) with 409", async () => {
    await call(ctx, gym, "POST", CREATE_CATEGORY, { name: "Calisthenics" });
    const res = await call(ctx, gym, "POST", CREATE_CATEGORY, { name: "calisthenics" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain("already exists");
  });

  it("updates a category's fields and image; the old picture is removed", async () => {
    const made = (await post(ctx, gym, CREATE_CATEGORY, { name: "Warm-up", image: file(await png()) })).json().category;
    const res = await patch(ctx, gym, updateCategoryPath(made.id), {
      name: "Warm-ups",
      description: "Before training",
      display_order: "9",
      image: file(await png({ r: 1, g: 2, b: 3 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { category } = res.json();
    expect(category).toMatchObject({ id: made.id, name: "Warm-ups", description: "Before training", display_order: 9 });
    expect(category.image).not.toBe(made.image);
    expect(existsSync(mediaPath(ctx, made.image))).toBe(false);
    expect(existsSync(mediaPath(ctx, category.image))).toBe(true);
  });

  it("answers 404 for an unknown category and for another gym's category, 400 for an id out of range", async () => {
    const mine = (await call(ctx, gym, "POST", CREATE_CATEGORY, { name: "Mine Only" })).json().category;
    for (const [g, id] of [
      [gym, 999999],
      [other, mine.id],
    ] as const) {
      const res = await call(ctx, g, "PATCH", updateCategoryPath(id), { name: "X" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(CATEGORY_NOT_FOUND);
    }
    expect((await call(ctx, gym, "PATCH", updateCategoryPath(99999999999), { name: "X" })).statusCode).toBe(400);
  });

  it("refuses a non-image as the category image, and an image over 5 MB, keeping nothing", async () => {
    const before = filesIn(ctx, gym, "exercise-categories").length;
    const text = await post(ctx, gym, CREATE_CATEGORY, {
      name: "Not A Picture",
      image: file(Buffer.from("just some text, not an image"), "fake.png"),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toContain("only image files are allowed");
    const big = await post(ctx, gym, CREATE_CATEGORY, {
      name: "Too Big",
      image: file(Buffer.alloc(5_242_881, 1), "big.png"),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe("Image file is too large (5.00MB). Maximum allowed size is 5MB.");
    const list = (await call(ctx, gym, "GET", CATEGORIES)).json().categories.map((c: { name: string }) => c.name);
    expect(list).not.toContain("Not A Picture");
    expect(list).not.toContain("Too Big");
    expect(filesIn(ctx, gym, "exercise-categories").length).toBe(before);
    await expectNoTempFiles(ctx);
  });
});

describe("muscle groups", () => {
  it("creates with defaults display_order 0 and is_active true, returning muscle_group", async () => {
    const res = await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, { name: "Serratus" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      muscle_group: { name: "Serratus", description: "", display_order: 0, is_active: true, image: null },
    });
  });

  it("creates from a form with every field and an image", async () => {
    const res = await post(ctx, gym, CREATE_MUSCLE_GROUP, {
      name: "Rotator Cuff",
      description: "Shoulder stabilisers",
      display_order: "4",
      is_active: "false",
      image: file(await png()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json().muscle_group;
    expect(group).toMatchObject({
      name: "Rotator Cuff",
      description: "Shoulder stabilisers",
      display_order: 4,
      is_active: false,
    });
    expect(group.image).toMatch(new RegExp(`^/media/${gym.schema}/muscle-groups/`));
    const list = await call(ctx, gym, "GET", MUSCLE_GROUPS);
    expect(list.json().success).toBe(true);
    expect(list.json().muscle_groups.find((m: { id: number }) => m.id === group.id)).toMatchObject({
      is_active: false,
    });
  });

  it("requires a name: 'Muscle group name is required'", async () => {
    for (const body of [{}, { name: "" }, { name: "  " }]) {
      const res = await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: MUSCLE_GROUP_NAME_REQUIRED });
    }
  });

  it("refuses a bad display_order (text, or a JSON type that is no number) and a duplicate name, storing none", async () => {
    const named = async (name: string) =>
      (
        await ctx.db.pool.query(`SELECT name FROM ${qualified(gym.schema, "muscle_groups")} WHERE lower(name) = $1`, [
          name.toLowerCase(),
        ])
      ).rows;
    for (const display_order of ["first", true, [3], { n: 3 }, 1.5]) {
      const bad = await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, { name: "Odd", display_order });
      expect(bad.statusCode, JSON.stringify(display_order)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errors: { display_order: expect.any(String) } });
    }
    expect(await named("Odd")).toEqual([]);
    await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, { name: "Tibialis" });
    const dup = await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, { name: "TIBIALIS" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().success).toBe(false);
    expect(await named("Tibialis")).toEqual([{ name: "Tibialis" }]);
  });

  it("keeps each gym's library to itself", async () => {
    await call(ctx, gym, "POST", CREATE_MUSCLE_GROUP, { name: "Only In First Gym" });
    const theirs = (await call(ctx, other, "GET", MUSCLE_GROUPS))
      .json()
      .muscle_groups.map((m: { name: string }) => m.name);
    expect(theirs).not.toContain("Only In First Gym");
  });
});

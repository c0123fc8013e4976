import { type Exercise, exerciseNotFoundText } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { detailPath, MENU, makeExercise, makeRefs, type Refs } from "../support/exercises.ts";

let ctx: TestContext;
let gym: TestGym;
let refs: Refs;
let made: Record<string, Exercise>;

const names = (res: { json(): { exercises: Exercise[] } }) => res.json().exercises.map((e) => e.name);
const menu = (query: string) => call(ctx, gym, "GET", `${MENU}?${query}`);

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exmenu");
  refs = await makeRefs(ctx, gym);
  const [m0, m1, m2] = refs.muscleIds;
  made = {};
  // Created out of name order, to prove the menu sorts.
  const specs: [string, Record<string, unknown>][] = [
    ["Zercher Squat", { difficulty: "ADVANCED", equipment: "BARBELL", tags: "Legs,Posterior" }],
    [
      "Air Bike Sprint",
      { description: "Hard INTERVALS on the bike", equipment: "MACHINE", primary_muscle_group_id: m1 },
    ],
    [
      "Mountain Climber Drill",
      { difficulty: "INTERMEDIATE", secondary_muscle_group_ids: `${m2}`, category_id: refs.otherCategoryId },
    ],
    ["Band Pull Apart", { equipment: "RESISTANCE_BANDS", primary_muscle_group_id: m2, tags: "SHOULDER-health" }],
    ["Push Up Qx", { secondary_muscle_group_ids: `${m1},${m2}` }],
    ["100% Effort_Drill", { description: "literal percent" }],
  ];
  for (const [name, extra] of specs) {
    made[name] = await makeExercise(ctx, gym, refs, { name, primary_muscle_group_id: m0, ...extra });
  }
});
afterAll(() => ctx.close());

describe("GET /api/android/exercise/menu/", () => {
  it("lists every exercise of the gym ordered by name, with the full read shape (also under /android/)", async () => {
    for (const url of [MENU, "/android/exercise/menu/"]) {
      const res = await call(ctx, gym, "GET", `${url}?category_id=${refs.categoryId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().success).toBe(true);
      expect(names(res)).toEqual([
        "100% Effort_Drill",
        "Air Bike Sprint",
        "Band Pull Apart",
        "Push Up Qx",
        "Zercher Squat",
      ]);
      expect(res.json().count).toBe(5);
      expect(res.json().page).toBeUndefined();
    }
    const all = await call(ctx, gym, "GET", MENU);
    const allNames = names(all);
    expect(allNames).toEqual(expect.arrayContaining(Object.keys(made)));
    const sorted = [...allNames].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(allNames).toEqual(sorted);
    expect(all.json().count).toBe(allNames.length);
    const push = all.json().exercises.find((e: Exercise) => e.name === "Push Up Qx");
    expect(push).toEqual(made["Push Up Qx"]);
  });

  it("filters by category", async () => {
    expect(names(await menu(`category_id=${refs.otherCategoryId}`))).toEqual(["Mountain Climber Drill"]);
  });

  it("filters by muscle group as primary or secondary", async () => {
    const [, m1, m2] = refs.muscleIds;
    expect(names(await menu(`muscle_group_id=${m1}`))).toEqual(["Air Bike Sprint", "Push Up Qx"]);
    expect(names(await menu(`muscle_group_id=${m2}`))).toEqual([
      "Band Pull Apart",
      "Mountain Climber Drill",
      "Push Up Qx",
    ]);
  });

  it("filters by difficulty and equipment (case forgiven), and combines filters", async () => {
    expect(names(await menu(`category_id=${refs.categoryId}&difficulty=advanced`))).toEqual(["Zercher Squat"]);
    expect(names(await menu(`equipment=MACHINE&category_id=${refs.categoryId}`))).toEqual(["Air Bike Sprint"]);
    expect(names(await menu(`difficulty=INTERMEDIATE&muscle_group_id=${refs.muscleIds[2]}`))).toEqual([
      "Mountain Climber Drill",
    ]);
    expect(names(await menu(`difficulty=ADVANCED&equipment=BODYWEIGHT&category_id=${refs.categoryId}`))).toEqual([]);
  });

  it("searches name, description and tags case-insensitively, with % and _ taken literally", async () => {
    const c = `category_id=${refs.categoryId}`;
    expect(names(await menu(`${c}&search=SQUAT`))).toEqual(["Zercher Squat"]);
    expect(names(await menu(`${c}&search=intervals`))).toEqual(["Air Bike Sprint"]);
    expect(names(await menu(`${c}&search=shoulder-HEALTH`))).toEqual(["Band Pull Apart"]);
    expect(names(await menu(`${c}&search=posterior`))).toEqual(["Zercher Squat"]);
    expect(names(await menu(`${c}&search=${encodeURIComponent("%")}`))).toEqual(["100% Effort_Drill"]);
    expect(names(await menu(`${c}&search=t_d`))).toEqual(["100% Effort_Drill"]);
    expect(names(await menu(`${c}&search=nothing-like-this`))).toEqual([]);
  });

  it("ignores a NUL character in the search term (PostgreSQL text cannot hold one) instead of failing with 500", async () => {
    const res = await menu(`category_id=${refs.categoryId}&search=${encodeURIComponent("squat\u0000")}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(["Zercher Squat"]);
  });

  it("ignores blank filters, refuses bad ones with 400, and finds nothing for unknown ids", async () => {
    const blank = await menu(`category_id=&muscle_group_id=&difficulty=&equipment=&search=`);
    expect(blank.statusCode).toBe(200);
    const bad = ["category_id=abc", "difficulty=EXPERT", "equipment=ROPE", "muscle_group_id=-1", "page=0"];
    for (const query of [...bad, "muscle_group_id=99999999999"]) {
      const res = await menu(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(names(await menu("category_id=999999"))).toEqual([]);
  });

  it("pages when asked (page, page_size) and says how many match", async () => {
    const c = `category_id=${refs.categoryId}`;
    const first = await menu(`${c}&page_size=2`);
    expect(first.json()).toMatchObject({ count: 5, page: 1, page_size: 2 });
    expect(names(first)).toEqual(["100% Effort_Drill", "Air Bike Sprint"]);
    expect(names(await menu(`${c}&page=3&page_size=2`))).toEqual(["Zercher Squat"]);
    const beyond = await menu(`${c}&page=99&page_size=2`);
    expect(beyond.json()).toMatchObject({ exercises: [], count: 5, page: 99 });
    expect((await menu(`${c}&page_size=501`)).statusCode).toBe(400);
  });
});

describe("GET /api/android/exercise/{id}/ (designed)", () => {
  it("finds an exercise by numeric id, by exercise_id code and by name slug, with can_edit", async () => {
    const push = made["Push Up Qx"]!;
    for (const key of [String(push.id), push.exercise_id, push.exercise_id.toLowerCase(), "push-up-qx", "PUSH-UP-QX"]) {
      const res = await call(ctx, gym, "GET", detailPath(key));
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toEqual({ success: true, exercise: push, can_edit: true });
    }
    const slug = await call(ctx, gym, "GET", detailPath("100%-effort_drill"));
    expect(slug.json().exercise.id).toBe(made["100% Effort_Drill"]!.id);
  });

  it("answers 'Exercise with ID {id} not found' with 404", async () => {
    for (const key of ["no-such-exercise", "987654", "99999999999999", "EX0"]) {
      const res = await call(ctx, gym, "GET", detailPath(key));
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: exerciseNotFoundText(key) });
    }
  });

  it("does not route the menu or categories paths to the detail lookup", async () => {
    expect((await call(ctx, gym, "GET", "/api/android/exercise/menu/")).json().exercises).toBeDefined();
    expect((await call(ctx, gym, "GET", "/api/android/exercise/categories/")).json().categories).toBeDefined();
  });
});

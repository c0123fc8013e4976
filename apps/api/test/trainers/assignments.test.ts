import {
  ASSIGNMENT_COMPLETED_DATE_ONLY_WHEN_COMPLETED,
  ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY,
  ASSIGNMENT_MEMBER_NOT_FOUND,
  ASSIGNMENT_NOT_FOUND,
  addDaysTo,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import {
  ASSIGNMENTS,
  assignmentPath,
  CREATE_ASSIGNMENT,
  countRows,
  libraryPair,
  makeMember,
} from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
let member: number;
let lib: Awaited<ReturnType<typeof libraryPair>>;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "trn_asg");
  member = await makeMember(ctx, gym, "Pooja");
  lib = await libraryPair(ctx, gym);
});
afterAll(() => ctx.close());

const fields = (extra: Record<string, unknown> = {}) => ({
  gym: 1,
  member_id: member,
  exercise_category_id: lib.categoryId,
  exercise_id: lib.exerciseId,
  set: 3,
  reps: 12,
  day: "monday",
  is_success: false,
  notes: "Slow and controlled",
  ...extra,
});
const create = (extra: Record<string, unknown> = {}) => call(ctx, gym, "POST", CREATE_ASSIGNMENT, fields(extra));

describe("POST /api/exercise-assignments/create/", () => {
  it("assigns an exercise of the library to a member, assigned today, pending", async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignment).toMatchObject({
      member: { id: member, name: expect.stringContaining("Pooja") },
      exercise: { id: lib.exerciseId, name: expect.any(String) },
      exercise_category: { id: lib.categoryId, name: expect.any(String) },
      set: 3,
      reps: 12,
      day: "monday",
      is_success: false,
      notes: "Slow and controlled",
      assigned_date: gymToday(ctx),
      completed_date: null,
    });
  });

  it("a completed assignment without a date is completed today; with a date keeps it", async () => {
    const today = await create({ is_success: true });
    expect(today.json().assignment).toMatchObject({ is_success: true, completed_date: gymToday(ctx) });
    // A day before today whatever day the suite runs (a completed date may not be after today).
    const before = addDaysTo(gymToday(ctx), -31);
    const dated = await create({ is_success: true, completed_date: before });
    expect(dated.json().assignment.completed_date).toBe(before);
  });

  const refused: [string, Record<string, unknown>, string, string | undefined][] = [
    ["0 sets", { set: 0 }, "set", "Sets must be a whole number of at least 1"],
    ["2.5 reps", { reps: 2.5 }, "reps", "Reps must be a whole number of at least 1"],
    ["no reps", { reps: "" }, "reps", undefined],
    ["an unknown day", { day: "funday" }, "day", undefined],
    [
      "a completed date while pending",
      { completed_date: "2026-11-01" },
      "completed_date",
      ASSIGNMENT_COMPLETED_DATE_ONLY_WHEN_COMPLETED,
    ],
    ["a member that does not exist", { member_id: 999999 }, "member_id", ASSIGNMENT_MEMBER_NOT_FOUND],
    ["no category", { exercise_category_id: undefined }, "exercise_category_id", undefined],
  ];
  for (const [what, extra, field, message] of refused) {
    it(`refuses ${what} (${field} error), writing nothing`, async () => {
      const before = await countRows(ctx, gym, "exercise_assignments");
      const res = await create(extra);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field]).toEqual([message ?? expect.any(String)]);
      expect(await countRows(ctx, gym, "exercise_assignments")).toBe(before);
    });
  }

  it("refuses an exercise that is not in the chosen category", async () => {
    const res = await create({ exercise_id: lib.otherExerciseId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY,
      exercise_id: [ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY],
    });
  });
});

describe("completion, edit, delete and list", () => {
  it("Mark Completed (PATCH) sets today's date; unchecking in the edit form (PUT) reopens", async () => {
    const a = (await create()).json().assignment;
    const done = await call(ctx, gym, "PATCH", assignmentPath(a.id, "update"), { is_success: true });
    expect(done.json().assignment).toMatchObject({ is_success: true, completed_date: gymToday(ctx) });
    const reopened = await call(
      ctx,
      gym,
      "PUT",
      assignmentPath(a.id, "update"),
      fields({ is_success: false, reps: 15 }),
    );
    expect(reopened.json().assignment).toMatchObject({ is_success: false, completed_date: null, reps: 15 });
    const refused = await call(ctx, gym, "PATCH", assignmentPath(a.id, "update"), {
      is_success: false,
      completed_date: "2026-11-02",
    });
    expect(refused.statusCode).toBe(400);
  });

  it("PUT moves an assignment to another category's exercise only together with the category", async () => {
    const a = (await create()).json().assignment;
    const mismatch = await call(
      ctx,
      gym,
      "PUT",
      assignmentPath(a.id, "update"),
      fields({ exercise_id: lib.otherExerciseId }),
    );
    expect(mismatch.statusCode).toBe(400);
    const moved = await call(
      ctx,
      gym,
      "PUT",
      assignmentPath(a.id, "update"),
      fields({ exercise_id: lib.otherExerciseId, exercise_category_id: lib.otherCategoryId, day: "Sunday" }),
    );
    expect(moved.json().assignment).toMatchObject({
      exercise: { id: lib.otherExerciseId },
      exercise_category: { id: lib.otherCategoryId },
      day: "sunday",
    });
  });

  it("DELETE removes; 404 after", async () => {
    const a = (await create()).json().assignment;
    expect((await call(ctx, gym, "DELETE", assignmentPath(a.id, "delete"))).json()).toMatchObject({ success: true });
    const again = await call(ctx, gym, "PUT", assignmentPath(a.id, "update"), fields());
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(ASSIGNMENT_NOT_FOUND);
  });

  it("lists newest first by assigned date, filtered by member and status", async () => {
    const own = await createGym(ctx, "trn_asl");
    const m1 = await makeMember(ctx, own, "Ira");
    const m2 = await makeMember(ctx, own, "Jai");
    const ownLib = await libraryPair(ctx, own);
    const mk = async (m: number, extra = {}) =>
      (
        await call(ctx, own, "POST", CREATE_ASSIGNMENT, {
          member_id: m,
          exercise_category_id: ownLib.categoryId,
          exercise_id: ownLib.exerciseId,
          set: 1,
          reps: 1,
          day: "friday",
          ...extra,
        })
      ).json().assignment.id as number;
    const a = await mk(m1);
    const b = await mk(m2, { is_success: true });
    const c = await mk(m1);
    await ctx.db.pool.query(
      `UPDATE ${own.schema}.exercise_assignments SET assigned_date = assigned_date - 3 WHERE id = $1`,
      [c],
    );
    const ids = async (q = "") =>
      (await call(ctx, own, "GET", `${ASSIGNMENTS}?${q}`)).json().results.map((x: { id: number }) => x.id);
    expect(await ids()).toEqual([b, a, c]);
    expect(await ids(`member_id=${m1}`)).toEqual([a, c]);
    expect(await ids("is_success=true")).toEqual([b]);
    expect(await ids("is_success=false")).toEqual([a, c]);
  });
});

import {
  ASSIGNMENT_CATEGORY_NOT_FOUND,
  ASSIGNMENT_COMPLETED_DATE_IN_FUTURE,
  ASSIGNMENT_EXERCISE_NOT_FOUND,
  ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY,
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
  gym = await createGym(ctx, "trn_ai");
  member = await makeMember(ctx, gym, "Kavya");
  lib = await libraryPair(ctx, gym);
});
afterAll(() => ctx.close());

const fields = (extra: Record<string, unknown> = {}) => ({
  member_id: member,
  exercise_category_id: lib.categoryId,
  exercise_id: lib.exerciseId,
  set: 3,
  reps: 10,
  day: "wednesday",
  ...extra,
});
const create = (extra: Record<string, unknown> = {}) => call(ctx, gym, "POST", CREATE_ASSIGNMENT, fields(extra));

describe("sets, reps and day at their boundaries", () => {
  const cases: [string, Record<string, unknown>, number, string?][] = [
    ["1 set of 1 rep", { set: 1, reps: 1 }, 200],
    ["1000 reps", { reps: 1000 }, 200],
    ["sets as text '4'", { set: "4" }, 200],
    ["1001 reps", { reps: 1001 }, 400, "reps"],
    ["-1 sets", { set: -1 }, 400, "set"],
    ["sets 'abc'", { set: "abc" }, 400, "set"],
    ["day 'MONDAY'", { day: "MONDAY" }, 200],
    ["no day", { day: "" }, 400, "day"],
  ];
  for (const [what, extra, status, field] of cases) {
    it(`${what} → ${status}`, async () => {
      const before = await countRows(ctx, gym, "exercise_assignments");
      const res = await create(extra);
      expect(res.statusCode, res.body).toBe(status);
      if (field) {
        expect(res.json()[field]).toEqual([expect.any(String)]);
        expect(await countRows(ctx, gym, "exercise_assignments")).toBe(before);
      }
    });
  }
});

describe("library references", () => {
  it("refuses an exercise or category that does not exist, and an exercise of another category", async () => {
    const missingExercise = await create({ exercise_id: 999_999 });
    expect(missingExercise.json().exercise_id).toEqual([ASSIGNMENT_EXERCISE_NOT_FOUND]);
    const missingCategory = await create({ exercise_category_id: 999_999 });
    expect(missingCategory.json().exercise_category_id).toEqual([ASSIGNMENT_CATEGORY_NOT_FOUND]);
    const mismatch = await create({ exercise_category_id: lib.otherCategoryId });
    expect(mismatch.json().exercise_id).toEqual([ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY]);
  });
});

describe("completed dates", () => {
  it("today is taken; tomorrow (in the gym's calendar) is refused on create, edit and Mark Completed", async () => {
    const today = gymToday(ctx);
    const tomorrow = addDaysTo(today, 1);
    const ok = await create({ is_success: true, completed_date: today });
    expect(ok.json().assignment.completed_date).toBe(today);
    const future = await create({ is_success: true, completed_date: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().completed_date).toEqual([ASSIGNMENT_COMPLETED_DATE_IN_FUTURE]);
    const id = ok.json().assignment.id;
    const edit = await call(
      ctx,
      gym,
      "PUT",
      assignmentPath(id, "update"),
      fields({ is_success: true, completed_date: tomorrow }),
    );
    expect(edit.json().completed_date).toEqual([ASSIGNMENT_COMPLETED_DATE_IN_FUTURE]);
    const mark = await call(ctx, gym, "PATCH", assignmentPath(id, "update"), {
      is_success: true,
      completed_date: tomorrow,
    });
    expect(mark.statusCode).toBe(400);
    const after = await call(ctx, gym, "GET", `${ASSIGNMENTS}?member_id=${member}&is_success=true`);
    expect(after.json().results.find((a: { id: number }) => a.id === id).completed_date).toBe(today);
  });
});

describe("member totals beside a page", () => {
  it("each member on the page carries the member's whole count under the same status filter", async () => {
    const own = await createGym(ctx, "trn_aim");
    const [ira, jai] = await Promise.all([makeMember(ctx, own, "Ira"), makeMember(ctx, own, "Jai")]);
    const ownLib = await libraryPair(ctx, own);
    const make = (m: number, is_success: boolean) =>
      call(ctx, own, "POST", CREATE_ASSIGNMENT, {
        member_id: m,
        exercise_category_id: ownLib.categoryId,
        exercise_id: ownLib.exerciseId,
        set: 2,
        reps: 8,
        day: "friday",
        is_success,
      });
    for (const done of [false, false, true, false]) await make(ira, done);
    await make(jai, true);
    const page = await call(ctx, own, "GET", `${ASSIGNMENTS}?page_size=2`);
    expect(page.json()).toMatchObject({ count: 5, page_size: 2 });
    expect(page.json().results).toHaveLength(2);
    const onPage = new Set(page.json().results.map((a: { member: { id: number } }) => a.member.id));
    const totals = Object.fromEntries(
      page.json().member_totals.map((t: { member_id: number; count: number }) => [t.member_id, t.count]),
    );
    expect(Object.keys(totals).map(Number).sort()).toEqual([...onPage].sort());
    if (onPage.has(ira)) expect(totals[ira]).toBe(4);
    if (onPage.has(jai)) expect(totals[jai]).toBe(1);
    const completed = await call(ctx, own, "GET", `${ASSIGNMENTS}?is_success=true`);
    expect(completed.json().member_totals).toEqual([
      { member_id: Math.min(ira, jai), count: 1 },
      { member_id: Math.max(ira, jai), count: 1 },
    ]);
  });
});

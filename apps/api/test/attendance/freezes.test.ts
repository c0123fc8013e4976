import {
  FREEZE_ENDED,
  FREEZE_NOTHING_TO_END,
  FREEZE_SAVED,
  type FreezeResponse,
  type FreezesResponse,
} from "@gym/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setAttendanceSettings } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { freezeHistory, freezeRefused, frozen, memberToFreeze, renewalOf, unfreeze } from "../support/freezes.ts";
import { insertMembers } from "../support/members.ts";

/**
 * Freezing a membership (issue 24 §4, §7; decision 0258): the renewal date's arithmetic, the yearly maximum and
 * ending a freeze early, on pinned days: 27 Feb 2027 (the day before a 28-day February's end) and 27 Feb 2028
 * (a leap year's). What a freeze refuses: freeze-refusals.test.ts; where a frozen member shows: frozen-member.test.ts.
 */
let ctx: TestContext;
let gym: TestGym;
const DAY = "2027-02-27";
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(DAY));
  gym = await createGym(ctx, "freeze");
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.pin(gymInstant(DAY)));

describe("freeze arithmetic: the renewal date moves on by the frozen days", () => {
  it("across the end of a 28-day February: 27 Feb-2 Mar 2027 is 4 days", async () => {
    const id = await memberToFreeze(ctx, gym);
    const answer = await frozen(ctx, gym, id, "2027-02-27", "2027-03-02", "Knee surgery");
    expect(answer.message).toBe(FREEZE_SAVED);
    expect(answer.renewal_date).toBe("2027-03-14");
    expect(answer.frozen_until).toBe("2027-03-02");
    expect(answer.freeze).toMatchObject({
      from_date: "2027-02-27",
      to_date: "2027-03-02",
      last_frozen_day: "2027-03-02",
      days: 4,
      reason: "Knee surgery",
      state: "FROZEN",
      created_by: "Test Owner",
      ended_on: null,
    });
    expect(await renewalOf(ctx, gym, id)).toBe("2027-03-14");
  });

  it("across the end of a leap February: 27 Feb-1 Mar 2028 is 4 days (29 Feb counts)", async () => {
    ctx.clock.pin(gymInstant("2028-02-27"));
    const id = await memberToFreeze(ctx, gym, { renewal_date: "2028-03-31" });
    const answer = await frozen(ctx, gym, id, "2028-02-27", "2028-03-01");
    expect(answer.freeze.days).toBe(4);
    expect(answer.renewal_date).toBe("2028-04-04");
  });

  it("a month end to the next: 31 Jan-28 Feb 2027 is 29 days; one day is one day", async () => {
    ctx.clock.pin(gymInstant("2027-01-31"));
    const id = await memberToFreeze(ctx, gym, { renewal_date: "2027-02-15" });
    expect((await frozen(ctx, gym, id, "2027-01-31", "2027-02-28")).renewal_date).toBe("2027-03-16");
    const other = await memberToFreeze(ctx, gym, { renewal_date: "2027-02-15" });
    expect((await frozen(ctx, gym, other, "2027-02-15", "2027-02-15")).renewal_date).toBe("2027-02-16");
  });

  it("a future freeze moves the renewal now; the member is not frozen until it begins", async () => {
    const id = await memberToFreeze(ctx, gym);
    const answer = await frozen(ctx, gym, id, "2027-03-05", "2027-03-09");
    expect(answer).toMatchObject({ renewal_date: "2027-03-15", frozen_until: null });
    expect(answer.freeze.state).toBe("UPCOMING");
  });
});

describe("the yearly maximum (calendar years, default 60 days)", () => {
  it("60 days fit; one more day in the same year is refused with what is left", async () => {
    const id = await memberToFreeze(ctx, gym, { renewal_date: "2028-12-31" });
    // 27 Feb-27 Apr 2027: 2 + 31 + 27 = 60 days.
    expect((await frozen(ctx, gym, id, "2027-02-27", "2027-04-27")).freeze.days).toBe(60);
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-06-01", to_date: "2027-06-01", reason: "Exams" },
      409,
      "This freeze would make 61 frozen days in 2027; the gym allows at most 60 a year (0 left).",
    );
    // A freeze over New Year counts each day in its own year: 31 Dec 2027 is 2027's 61st.
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-12-31", to_date: "2028-01-01", reason: "Holiday" },
      409,
      "This freeze would make 61 frozen days in 2027; the gym allows at most 60 a year (0 left).",
    );
    // 2028 is a new year: 1 Jan-29 Feb 2028 is 31 + 29 = 60 days.
    expect((await frozen(ctx, gym, id, "2028-01-01", "2028-02-29")).freeze.days).toBe(60);
    const list = (await freezeHistory(ctx, gym, id)).json() as FreezesResponse;
    expect(list.days_by_year).toEqual([
      { year: 2028, days: 60 },
      { year: 2027, days: 60 },
    ]);
    expect(list.max_days_a_year).toBe(60);
  });

  it("the gym's own maximum; days given back by an early end count no more", async () => {
    const g = await createGym(ctx, "freeze_max");
    await setAttendanceSettings(ctx, g, { freeze_days_a_year: 10 });
    const [row] = await insertMembers(ctx, g, [{ renewal_date: "2027-12-31" }]);
    const url = `/api/members/members/${row!.id}/freeze/`;
    const first = await call(ctx, g, "POST", url, { from_date: "2027-03-01", to_date: "2027-03-10", reason: "Trip" });
    expect(first.statusCode, first.body).toBe(201);
    const over = await call(ctx, g, "POST", url, { from_date: "2027-05-01", to_date: "2027-05-01", reason: "Trip" });
    expect(over.json().error).toBe(
      "This freeze would make 11 frozen days in 2027; the gym allows at most 10 a year (0 left).",
    );
    ctx.clock.pin(gymInstant("2027-03-06"));
    const ended = await call(ctx, g, "POST", `/api/members/members/${row!.id}/unfreeze/`);
    expect(ended.json().freeze.days).toBe(5);
    const again = await call(ctx, g, "POST", url, { from_date: "2027-05-01", to_date: "2027-05-05", reason: "Trip" });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe("ending a freeze early", () => {
  it("today is the first day not frozen; the renewal moves back by the days not used", async () => {
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-02-27", "2027-03-08"); // 10 days: renewal 10 Mar → 20 Mar
    expect(await renewalOf(ctx, gym, id)).toBe("2027-03-20");
    ctx.clock.pin(gymInstant("2027-03-03"));
    const res = await unfreeze(ctx, gym, id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as FreezeResponse;
    expect(answer.message).toBe(FREEZE_ENDED);
    // 27 Feb-2 Mar used (4 days); 3-8 Mar given back (6 days).
    expect(answer).toMatchObject({ renewal_date: "2027-03-14", frozen_until: null });
    expect(answer.freeze).toMatchObject({
      last_frozen_day: "2027-03-02",
      days: 4,
      state: "OVER",
      ended_on: "2027-03-03",
      ended_by: "Test Owner",
    });
    // The days given back are free again: a new freeze may cover them.
    expect((await frozen(ctx, gym, id, "2027-03-05", "2027-03-06")).renewal_date).toBe("2027-03-16");
  });

  it("a freeze not begun yet is cancelled: every day given back", async () => {
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-03-05", "2027-03-09");
    const answer = (await unfreeze(ctx, gym, id)).json() as FreezeResponse;
    expect(answer.renewal_date).toBe("2027-03-10");
    expect(answer.freeze).toMatchObject({ state: "CANCELLED", days: 0, last_frozen_day: null });
  });

  it("on the freeze's last day: one day given back", async () => {
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-02-25", "2027-02-27"); // 3 days: 13 Mar
    expect((await unfreeze(ctx, gym, id)).json().renewal_date).toBe("2027-03-12");
  });

  it("nothing to end: 409, nothing written", async () => {
    const id = await memberToFreeze(ctx, gym);
    const res = await unfreeze(ctx, gym, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(FREEZE_NOTHING_TO_END);
    expect(await renewalOf(ctx, gym, id)).toBe("2027-03-10");
    const unknown = await unfreeze(ctx, gym, 2_000_000);
    expect(unknown.statusCode).toBe(404);
  });
});

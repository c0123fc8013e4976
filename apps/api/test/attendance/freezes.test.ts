import {
  type CheckInResponse,
  FREEZE_ENDED,
  FREEZE_ENDS_BEFORE_START,
  FREEZE_FROM_REQUIRED,
  FREEZE_NOTHING_TO_END,
  FREEZE_REASON_REQUIRED,
  FREEZE_SAVED,
  FREEZE_SUSPENDED,
  type FreezeResponse,
  type FreezesResponse,
  MEMBER_NOT_FOUND,
  type MembersListResponse,
} from "@gym/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { checkIn, setAttendanceSettings, storedCheckIns } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

/**
 * Freezing a membership (issue 24 §4, §7 and "Bad input"; decision 0258), on pinned days: 27 Feb 2027
 * (the day before a 28-day February's end) and 27 Feb 2028 (a leap year's).
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

async function member(seed: Parameters<typeof insertMembers>[2][number] = {}) {
  const [row] = await insertMembers(ctx, gym, [{ renewal_date: "2027-03-10", ...seed }]);
  return row!.id;
}

const freeze = (id: number, body: object) => call(ctx, gym, "POST", `/api/members/members/${id}/freeze/`, body);
const unfreeze = (id: number) => call(ctx, gym, "POST", `/api/members/members/${id}/unfreeze/`);
const history = (id: number) => call(ctx, gym, "GET", `/api/members/members/${id}/freezes/`);

async function renewalOf(id: number): Promise<string> {
  const res = await ctx.db.pool.query(
    `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS d FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return res.rows[0].d;
}

async function freezeCount(id: number): Promise<number> {
  const res = await ctx.db.pool.query(
    `SELECT count(*)::int AS n FROM ${qualified(gym.schema, "member_freezes")} WHERE member_id = $1`,
    [id],
  );
  return res.rows[0].n;
}

async function frozen(id: number, from: string, to: string, reason = "Travelling") {
  const res = await freeze(id, { from_date: from, to_date: to, reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FreezeResponse;
}

/** A refusal: the status, the desk's words, and nothing written (no freeze, the renewal date unchanged). */
async function refused(id: number, body: object, status: number, words: string) {
  const renewal = await renewalOf(id);
  const count = await freezeCount(id);
  const res = await freeze(id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toBe(words);
  expect(await renewalOf(id)).toBe(renewal);
  expect(await freezeCount(id)).toBe(count);
}

describe("freeze arithmetic: the renewal date moves on by the frozen days", () => {
  it("across the end of a 28-day February: 27 Feb-2 Mar 2027 is 4 days", async () => {
    const id = await member();
    const answer = await frozen(id, "2027-02-27", "2027-03-02", "Knee surgery");
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
    expect(await renewalOf(id)).toBe("2027-03-14");
  });

  it("across the end of a leap February: 27 Feb-1 Mar 2028 is 4 days (29 Feb counts)", async () => {
    ctx.clock.pin(gymInstant("2028-02-27"));
    const id = await member({ renewal_date: "2028-03-31" });
    const answer = await frozen(id, "2028-02-27", "2028-03-01");
    expect(answer.freeze.days).toBe(4);
    expect(answer.renewal_date).toBe("2028-04-04");
  });

  it("a month end to the next: 31 Jan-28 Feb 2027 is 29 days; one day is one day", async () => {
    ctx.clock.pin(gymInstant("2027-01-31"));
    const id = await member({ renewal_date: "2027-02-15" });
    expect((await frozen(id, "2027-01-31", "2027-02-28")).renewal_date).toBe("2027-03-16");
    const other = await member({ renewal_date: "2027-02-15" });
    expect((await frozen(other, "2027-02-15", "2027-02-15")).renewal_date).toBe("2027-02-16");
  });

  it("a future freeze moves the renewal now; the member is not frozen until it begins", async () => {
    const id = await member();
    const answer = await frozen(id, "2027-03-05", "2027-03-09");
    expect(answer).toMatchObject({ renewal_date: "2027-03-15", frozen_until: null });
    expect(answer.freeze.state).toBe("UPCOMING");
  });
});

describe("the yearly maximum (calendar years, default 60 days)", () => {
  it("60 days fit; one more day in the same year is refused with what is left", async () => {
    const id = await member({ renewal_date: "2028-12-31" });
    // 27 Feb-27 Apr 2027: 2 + 31 + 27 = 60 days.
    expect((await frozen(id, "2027-02-27", "2027-04-27")).freeze.days).toBe(60);
    await refused(
      id,
      { from_date: "2027-06-01", to_date: "2027-06-01", reason: "Exams" },
      409,
      "This freeze would make 61 frozen days in 2027; the gym allows at most 60 a year (0 left).",
    );
    // A freeze over New Year counts each day in its own year: 31 Dec 2027 is 2027's 61st.
    await refused(
      id,
      { from_date: "2027-12-31", to_date: "2028-01-01", reason: "Holiday" },
      409,
      "This freeze would make 61 frozen days in 2027; the gym allows at most 60 a year (0 left).",
    );
    // 2028 is a new year: 1 Jan-29 Feb 2028 is 31 + 29 = 60 days.
    expect((await frozen(id, "2028-01-01", "2028-02-29")).freeze.days).toBe(60);
    const list = (await history(id)).json() as FreezesResponse;
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
    const id = await member();
    await frozen(id, "2027-02-27", "2027-03-08"); // 10 days: renewal 10 Mar → 20 Mar
    expect(await renewalOf(id)).toBe("2027-03-20");
    ctx.clock.pin(gymInstant("2027-03-03"));
    const res = await unfreeze(id);
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
    expect((await frozen(id, "2027-03-05", "2027-03-06")).renewal_date).toBe("2027-03-16");
  });

  it("a freeze not begun yet is cancelled: every day given back", async () => {
    const id = await member();
    await frozen(id, "2027-03-05", "2027-03-09");
    const answer = (await unfreeze(id)).json() as FreezeResponse;
    expect(answer.renewal_date).toBe("2027-03-10");
    expect(answer.freeze).toMatchObject({ state: "CANCELLED", days: 0, last_frozen_day: null });
  });

  it("on the freeze's last day: one day given back", async () => {
    const id = await member();
    await frozen(id, "2027-02-25", "2027-02-27"); // 3 days: 13 Mar
    expect((await unfreeze(id)).json().renewal_date).toBe("2027-03-12");
  });

  it("nothing to end: 409, nothing written", async () => {
    const id = await member();
    const res = await unfreeze(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(FREEZE_NOTHING_TO_END);
    expect(await renewalOf(id)).toBe("2027-03-10");
    const unknown = await unfreeze(2_000_000);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("overlaps", () => {
  it("a freeze overlapping another is refused with its dates; the next day is fine", async () => {
    const id = await member();
    await frozen(id, "2027-03-01", "2027-03-10");
    await refused(
      id,
      { from_date: "2027-03-10", to_date: "2027-03-12", reason: "Again" },
      409,
      "This member already has a freeze from 1 Mar 2027 to 10 Mar 2027. Freezes cannot overlap.",
    );
    await refused(
      id,
      { from_date: "2027-02-27", to_date: "2027-03-20", reason: "Around it" },
      409,
      "This member already has a freeze from 1 Mar 2027 to 10 Mar 2027. Freezes cannot overlap.",
    );
    expect((await frozen(id, "2027-03-11", "2027-03-12")).renewal_date).toBe("2027-03-22");
  });

  it("two freezes of one member at once: one is made, the renewal moves once", async () => {
    const id = await member();
    const body = { from_date: "2027-02-27", to_date: "2027-03-05", reason: "Both desks" };
    const answers = await Promise.all([freeze(id, body), freeze(id, body), freeze(id, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await freezeCount(id)).toBe(1);
    expect(await renewalOf(id)).toBe("2027-03-17");
  });

  it("the database itself refuses overlapping days of one member (the exclusion constraint)", async () => {
    const id = await member();
    await frozen(id, "2027-03-01", "2027-03-10");
    const table = qualified(gym.schema, "member_freezes");
    await expect(
      ctx.db.pool.query(
        `INSERT INTO ${table} (member_id, from_date, to_date, reason) VALUES ($1, '2027-03-05', '2027-03-06', 'x')`,
        [id],
      ),
    ).rejects.toMatchObject({ code: "23P01" });
  });
});

describe("where a frozen member shows", () => {
  it("the door check answers red 'Frozen until 5 Mar 2027' and stores nothing; after the freeze, green", async () => {
    const id = await member();
    await frozen(id, "2027-02-26", "2027-03-05");
    const before = (await storedCheckIns(ctx, gym)).length;
    const res = await checkIn(ctx, gym, { member_id: id });
    const answer = res.json() as CheckInResponse;
    expect(answer.door).toEqual({ colour: "RED", lets_in: false, reasons: ["Frozen until 5 Mar 2027"] });
    expect(answer.checked_in).toBe(false);
    expect(answer.message).toBe("Not checked in: Frozen until 5 Mar 2027");
    expect((await storedCheckIns(ctx, gym)).length).toBe(before);
    // The day before it began and the day after its last day: not frozen.
    ctx.clock.pin(gymInstant("2027-03-06"));
    expect(((await checkIn(ctx, gym, { member_id: id })).json() as CheckInResponse).door.colour).toBe("GREEN");
  });

  it("not frozen the day before a freeze begins", async () => {
    const id = await member();
    await frozen(id, "2027-02-28", "2027-03-05");
    expect(((await checkIn(ctx, gym, { member_id: id })).json() as CheckInResponse).door.colour).toBe("GREEN");
    ctx.clock.pin(gymInstant("2027-02-28"));
    expect(((await checkIn(ctx, gym, { member_id: id })).json() as CheckInResponse).door.reasons).toEqual([
      "Frozen until 5 Mar 2027",
    ]);
  });

  it("the members list carries frozen_until for a member frozen today, null otherwise", async () => {
    const g = await createGym(ctx, "freeze_list");
    const [a, b] = await insertMembers(ctx, g, [{ renewal_date: "2027-03-10" }, { renewal_date: "2027-03-10" }]);
    const res = await call(ctx, g, "POST", `/api/members/members/${a!.id}/freeze/`, {
      from_date: DAY,
      to_date: "2027-03-15",
      reason: "Travel",
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call(ctx, g, "GET", "/api/members/members/")).json() as MembersListResponse;
    const byId = new Map(list.results.map((m) => [m.id, m]));
    expect(byId.get(a!.id)).toMatchObject({
      frozen_until: "2027-03-15",
      display_status: "ACTIVE",
      renewal_date: "2027-03-27",
    });
    expect(byId.get(b!.id)!.frozen_until).toBeNull();
  });

  it("smart tracking's monthly view labels the member; no WhatsApp reminder while frozen", async () => {
    const g = await createGym(ctx, "freeze_track");
    const [a, b] = await membersWithPlan(ctx, g, ["1000", "1000"], { renewal_date: "2027-03-10" });
    for (const id of [a!, b!]) {
      const made = await createPayment(ctx, g, { member_id: id, membership_month: "2027-02-01" });
      expect(made.statusCode, made.body).toBe(200);
    }
    const res = await call(ctx, g, "POST", `/api/members/members/${a}/freeze/`, {
      from_date: DAY,
      to_date: "2027-03-15",
      reason: "Travel",
    });
    expect(res.statusCode, res.body).toBe(201);
    const month = (await call(ctx, g, "GET", `${PAYMENTS}/by-month/?year=2027&month=2`)).json();
    const card = (id: number) => month.members.find((m: { member_id: number }) => m.member_id === id);
    expect(card(a!).frozen_until).toBe("2027-03-15");
    expect(card(b!).frozen_until).toBeNull();
    const ids = month.members.map((m: { payment_id: number }) => m.payment_id);
    const reminders = (await call(ctx, g, "POST", `${PAYMENTS}/reminders/`, { payment_ids: ids })).json();
    expect(reminders.reminders.map((r: { payment_id: number }) => r.payment_id)).toEqual([card(b!).payment_id]);
    expect(reminders.skipped).toEqual([
      expect.objectContaining({ payment_id: card(a!).payment_id, reason: "Frozen until 15 Mar 2027" }),
    ]);
  });

  it("the history lists every freeze newest first with its state", async () => {
    const id = await member({ renewal_date: "2027-12-31" });
    await frozen(id, "2027-02-25", "2027-02-26", "Fever");
    await frozen(id, "2027-04-01", "2027-04-03", "Travel");
    const res = await history(id);
    expect(res.statusCode).toBe(200);
    const list = res.json() as FreezesResponse;
    expect(list.results.map((f) => [f.from_date, f.state, f.reason])).toEqual([
      ["2027-04-01", "UPCOMING", "Travel"],
      ["2027-02-25", "OVER", "Fever"],
    ]);
    expect(list).toMatchObject({
      renewal_date: "2028-01-05",
      frozen_until: null,
      days_by_year: [{ year: 2027, days: 5 }],
    });
    expect((await history(2_000_000)).statusCode).toBe(404);
  });
});

describe("bad input: a clear 4xx, nothing written", () => {
  it("a blank reason", async () => {
    const id = await member();
    await refused(id, { from_date: DAY, to_date: "2027-03-01", reason: "   " }, 400, FREEZE_REASON_REQUIRED);
    await refused(id, { from_date: DAY, to_date: "2027-03-01" }, 400, FREEZE_REASON_REQUIRED);
  });

  it("ending before it starts; a missing or unreal day", async () => {
    const id = await member();
    await refused(id, { from_date: "2027-03-02", to_date: "2027-03-01", reason: "x" }, 400, FREEZE_ENDS_BEFORE_START);
    await refused(id, { from_date: "", to_date: "2027-03-01", reason: "x" }, 400, FREEZE_FROM_REQUIRED);
    const res = await freeze(id, { from_date: "2027-02-29", to_date: "2027-03-01", reason: "x" });
    expect(res.statusCode).toBe(400);
    expect(await freezeCount(id)).toBe(0);
  });

  it("starting further in the past than the setting allows (default 7 days; 0: not before today)", async () => {
    const id = await member();
    await refused(
      id,
      { from_date: "2027-02-19", to_date: "2027-03-01", reason: "Late entry" },
      400,
      "A freeze can start at most 7 days in the past (20 Feb 2027 or later)",
    );
    expect((await frozen(id, "2027-02-20", "2027-02-21")).freeze.days).toBe(2);
    const g = await createGym(ctx, "freeze_past");
    await setAttendanceSettings(ctx, g, { freeze_past_days: 0 });
    const [row] = await insertMembers(ctx, g, [{ renewal_date: "2027-03-10" }]);
    const res = await call(ctx, g, "POST", `/api/members/members/${row!.id}/freeze/`, {
      from_date: "2027-02-26",
      to_date: "2027-03-01",
      reason: "x",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("A freeze cannot start before today (27 Feb 2027)");
  });

  it("a suspended member; a freeze starting after the membership ends; an unknown member", async () => {
    const suspended = await member({ status: "SUSPENDED" });
    await refused(suspended, { from_date: DAY, to_date: "2027-03-01", reason: "x" }, 409, FREEZE_SUSPENDED);
    const id = await member();
    await refused(
      id,
      { from_date: "2027-03-11", to_date: "2027-03-20", reason: "x" },
      400,
      "The membership ends on 10 Mar 2027, before this freeze starts. Renew it first.",
    );
    const unknown = await freeze(2_000_000, { from_date: DAY, to_date: "2027-03-01", reason: "x" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MEMBER_NOT_FOUND);
  });
});

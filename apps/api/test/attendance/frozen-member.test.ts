import type { CheckInResponse, FreezesResponse, MembersListResponse } from "@gym/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkIn, storedCheckIns } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { freezeHistory, frozen, memberToFreeze } from "../support/freezes.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

/**
 * Where a frozen member shows (issue 24 §4, §7; decision 0258), on 27 Feb 2027: the door check, the members list,
 * smart tracking and its reminders, the member's freeze history.
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

describe("where a frozen member shows", () => {
  it("the door check answers red 'Frozen until 5 Mar 2027' and stores nothing; after the freeze, green", async () => {
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-02-26", "2027-03-05");
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
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-02-28", "2027-03-05");
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
    const id = await memberToFreeze(ctx, gym, { renewal_date: "2027-12-31" });
    await frozen(ctx, gym, id, "2027-02-25", "2027-02-26", "Fever");
    await frozen(ctx, gym, id, "2027-04-01", "2027-04-03", "Travel");
    const res = await freezeHistory(ctx, gym, id);
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
    expect((await freezeHistory(ctx, gym, 2_000_000)).statusCode).toBe(404);
  });
});

import {
  CHECK_IN_MEMBER_NOT_FOUND,
  CHECK_IN_WHO_REQUIRED,
  type CheckInResponse,
  OVERRIDE_REASON_REQUIRED,
} from "@gym/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { checkIn, insertRecord, setAttendanceSettings, storedCheckIns } from "../support/attendance.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

/**
 * The door check's answer for every state (issue 24 §2, §7; decision 0250), on a pinned day: 2 December
 * 2026, so November's fee (due 5 Nov) is 27 days overdue with its late fee, December's is not yet due.
 */
let ctx: TestContext;
let gym: TestGym;
const DAY = "2026-12-02";
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(DAY, "07:12"));
  gym = await createGym(ctx, "door");
  await setSettings(ctx, gym, { upi_vpa: "demogym@okhdfcbank", upi_payee_name: "Demo Gym" });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.pin(gymInstant(DAY, "07:12")));

async function member(seed: Parameters<typeof insertMembers>[2][number] = {}) {
  const [row] = await insertMembers(ctx, gym, [seed]);
  return row!.id;
}

async function tap(memberId: number, extra: object = {}) {
  const before = (await storedCheckIns(ctx, gym)).length;
  const res = await checkIn(ctx, gym, { member_id: memberId, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as CheckInResponse;
  const stored = (await storedCheckIns(ctx, gym)).filter((c) => c.member_id === memberId);
  expect((await storedCheckIns(ctx, gym)).length - before).toBe(answer.checked_in ? 1 : 0);
  return { answer, stored };
}

describe("the door check's answer", () => {
  it("active and paid up: green, checked in, stored with who, when and the answer", async () => {
    const id = await member({ renewal_date: "2026-12-25" });
    const { answer, stored } = await tap(id, { device: "Desk 1" });
    expect(answer.door).toEqual({ colour: "GREEN", lets_in: true, reasons: ["Paid up · 23 days left"] });
    expect(answer.message).toBe("Checked in");
    expect(answer.check_in).toMatchObject({ time: "07:12", day: DAY, via: "SEARCH", staff_name: "Test Owner" });
    expect(stored).toEqual([
      expect.objectContaining({
        day: DAY,
        hour: 7,
        device: "Desk 1",
        via: "SEARCH",
        door_colour: "GREEN",
        door_reason: "Paid up · 23 days left",
        override_reason: null,
      }),
    ]);
    expect(stored[0]!.staff_user_id).toBe(1);
    // The pinned clock runs on from 07:12:00: the visit is stamped by it, within the minute.
    expect(stored[0]!.checked_in_at.toISOString().slice(0, 16)).toBe("2026-12-02T01:42");
    expect(answer.renewal).toBeNull();
  });

  it("expires today: amber 'Expires today', checked in, renewal offered for 30 days from today", async () => {
    await setSettings(ctx, gym, { default_plan_amount: "1500" });
    const id = await member({ renewal_date: DAY });
    const { answer, stored } = await tap(id);
    expect(answer.door).toEqual({ colour: "AMBER", lets_in: true, reasons: ["Expires today"] });
    expect(answer.checked_in).toBe(true);
    expect(stored[0]!.door_colour).toBe("AMBER");
    expect(answer.renewal).toMatchObject({ amount: 1500, renewal_date: "2027-01-01" });
    expect(answer.renewal?.upi_link).toContain("am=1500.00");
  });

  it("expired 12 days ago: red in words, nothing stored; the renewal starts today", async () => {
    const id = await member({ renewal_date: "2026-11-20" });
    const { answer, stored } = await tap(id);
    expect(answer.door).toEqual({ colour: "RED", lets_in: false, reasons: ["Expired 12 days ago"] });
    expect(answer.message).toBe("Not checked in: Expired 12 days ago");
    expect(answer.checked_in).toBe(false);
    expect(answer.check_in).toBeNull();
    expect(stored).toEqual([]);
    expect(answer.renewal?.renewal_date).toBe("2027-01-01");
  });

  it("suspended: red 'Suspended', nothing stored, no renewal offered", async () => {
    const id = await member({ status: "SUSPENDED" });
    const { answer, stored } = await tap(id);
    expect(answer.door).toEqual({ colour: "RED", lets_in: false, reasons: ["Suspended"] });
    expect(stored).toEqual([]);
    expect(answer.renewal).toBeNull();
  });

  it("overdue past the grace days: red '₹1,575 due for November (late fee ₹75 included)' with the UPI link of the total", async () => {
    const id = await member();
    const paymentId = await insertRecord(ctx, gym, id, "2026-11-01", "1500");
    await insertRecord(ctx, gym, id, "2026-12-01", "1500"); // due 5 Dec: not owed at the door yet
    const { answer, stored } = await tap(id);
    expect(answer.door).toEqual({
      colour: "RED",
      lets_in: false,
      reasons: ["₹1,575 due for November (late fee ₹75 included)"],
    });
    expect(answer.dues).toMatchObject({
      total: 1575,
      late_fee: 75,
      months: [{ payment_id: paymentId, month_name: "November", remaining_amount: 1575, late_fee: 75 }],
    });
    expect(answer.dues.upi_link).toBe(
      `upi://pay?pa=demogym%40okhdfcbank&pn=Demo%20Gym&am=1575.00&cu=INR&tn=PAY${id}202611&tr=PAY${id}202611`,
    );
    expect(stored).toEqual([]);
  });

  it("overdue within the grace days: amber, checked in; the same dues turn red the day after the grace ends", async () => {
    ctx.clock.pin(gymInstant("2026-12-12", "18:00"));
    const id = await member();
    await insertRecord(ctx, gym, id, "2026-12-01", "1000");
    const within = await tap(id);
    expect(within.answer.door).toEqual({ colour: "AMBER", lets_in: true, reasons: ["₹1,000 due for December"] });
    expect(within.stored).toHaveLength(1);
    ctx.clock.pin(gymInstant("2026-12-13", "18:00"));
    const after = await tap(id);
    expect(after.answer.door).toEqual({
      colour: "RED",
      lets_in: false,
      reasons: ["₹1,050 due for December (late fee ₹50 included)"],
    });
    expect(after.stored).toHaveLength(1);
  });

  it("a gym with no grace days stops members with dues the day after the due date", async () => {
    const other = await createGym(ctx, "door_nograce");
    await setAttendanceSettings(ctx, other, { dues_grace_days: 0 });
    ctx.clock.pin(gymInstant("2026-12-06"));
    const [row] = await insertMembers(ctx, other, [{}]);
    await insertRecord(ctx, other, row!.id, "2026-12-01", "1000");
    const res = await checkIn(ctx, other, { member_id: row!.id });
    expect(res.json().door).toMatchObject({ colour: "RED", reasons: ["₹1,000 due for December"] });
  });

  it("a partly paid month past the grace: red with what remains, two months named together", async () => {
    const id = await member();
    await insertRecord(ctx, gym, id, "2026-10-01", "1000", "400");
    await insertRecord(ctx, gym, id, "2026-11-01", "1000");
    const { answer } = await tap(id);
    expect(answer.door.reasons).toEqual(["₹1,700 due for October and November (late fees ₹100 included)"]);
    expect(answer.dues.months.map((m) => m.remaining_amount)).toEqual([650, 1050]);
  });

  it("expired and owing: red, every reason in words, the weightiest first", async () => {
    const id = await member({ renewal_date: "2026-12-01" });
    await insertRecord(ctx, gym, id, "2026-11-01", "1000");
    const { answer } = await tap(id);
    expect(answer.door.reasons).toEqual(["Expired 1 days ago", "₹1,050 due for November (late fee ₹50 included)"]);
  });
});

describe("letting a member in anyway", () => {
  it("without a reason: a 400 the desk understands, nothing written", async () => {
    const id = await member({ status: "SUSPENDED" });
    const res = await checkIn(ctx, gym, { member_id: id, override: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(OVERRIDE_REASON_REQUIRED);
    expect((await storedCheckIns(ctx, gym)).filter((c) => c.member_id === id)).toEqual([]);
  });

  it("with a reason: checked in, the red answer and the reason stored", async () => {
    const id = await member({ renewal_date: "2026-11-20" });
    const { answer, stored } = await tap(id, { override: true, override_reason: "Renewing tomorrow, owner agreed" });
    expect(answer.message).toBe("Let in anyway: Renewing tomorrow, owner agreed");
    expect(answer.door.colour).toBe("RED");
    expect(stored).toEqual([
      expect.objectContaining({
        door_colour: "RED",
        door_reason: "Expired 12 days ago",
        override_reason: "Renewing tomorrow, owner agreed",
      }),
    ]);
  });

  it("an override of a green answer stores no override", async () => {
    const id = await member();
    const { stored } = await tap(id, { override: true, override_reason: "habit" });
    expect(stored[0]).toMatchObject({ door_colour: "GREEN", override_reason: null });
  });
});

describe("who is checked in", () => {
  it("neither a member nor a code, or both: a 400 naming what to do", async () => {
    for (const body of [{}, { member_id: 1, code: "K7QX-M2PA-9D4T" }]) {
      const res = await checkIn(ctx, gym, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CHECK_IN_WHO_REQUIRED);
    }
  });

  it("an unknown or deleted member: a 404 the desk understands, nothing written", async () => {
    const id = await member();
    await ctx.db.pool.query(`DELETE FROM ${qualified(gym.schema, "members")} WHERE id = $1`, [id]);
    for (const memberId of [id, 999_999]) {
      const res = await checkIn(ctx, gym, { member_id: memberId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(CHECK_IN_MEMBER_NOT_FOUND);
    }
    expect((await storedCheckIns(ctx, gym)).filter((c) => c.member_id === id)).toEqual([]);
  });
});

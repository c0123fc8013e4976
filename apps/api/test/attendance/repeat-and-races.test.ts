import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIn, insertRecord, setAttendanceSettings, storedCheckIns } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { countRows, PAYMENTS, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-02", "07:12"));
  gym = await createGym(ctx, "repeat");
});
afterAll(() => ctx.close());

const memberId = async () => (await insertMembers(ctx, gym, [{ renewal_date: "2027-01-31" }]))[0]!.id;

describe("the repeat window (decision 0252)", () => {
  it("a second check-in within the window answers 'Already checked in at 07:12' and stores nothing; after it, a new visit", async () => {
    ctx.clock.pin(gymInstant("2026-12-02", "07:12"));
    const id = await memberId();
    expect((await checkIn(ctx, gym, { member_id: id })).json().checked_in).toBe(true);
    ctx.clock.pin(gymInstant("2026-12-02", "09:11"));
    const again = (await checkIn(ctx, gym, { member_id: id })).json();
    expect(again).toMatchObject({ checked_in: false, check_in: null, message: "Already checked in at 07:12" });
    expect(again.already_checked_in_at.slice(0, 16)).toBe("2026-12-02T01:42");
    expect((await storedCheckIns(ctx, gym)).filter((c) => c.member_id === id)).toHaveLength(1);
    ctx.clock.pin(gymInstant("2026-12-02", "09:13"));
    expect((await checkIn(ctx, gym, { member_id: id })).json().message).toBe("Checked in");
    expect((await storedCheckIns(ctx, gym)).filter((c) => c.member_id === id).map((c) => c.hour)).toEqual([7, 9]);
  });

  it("follows the gym's setting", async () => {
    const other = await createGym(ctx, "repeat_set");
    await setAttendanceSettings(ctx, other, { repeat_window_minutes: 10 });
    ctx.clock.pin(gymInstant("2026-12-02", "18:00"));
    const [m] = await insertMembers(ctx, other, [{ renewal_date: "2027-01-31" }]);
    await checkIn(ctx, other, { member_id: m!.id });
    ctx.clock.pin(gymInstant("2026-12-02", "18:09"));
    expect((await checkIn(ctx, other, { member_id: m!.id })).json().message).toBe("Already checked in at 18:00");
    ctx.clock.pin(gymInstant("2026-12-02", "18:11"));
    expect((await checkIn(ctx, other, { member_id: m!.id })).json().message).toBe("Checked in");
  });

  it("a red answer within the window of an earlier visit says the member is already in", async () => {
    ctx.clock.pin(gymInstant("2026-12-02", "06:00"));
    const [m] = await insertMembers(ctx, gym, [{ renewal_date: "2026-11-01" }]);
    await checkIn(ctx, gym, { member_id: m!.id, override: true, override_reason: "Paying later today" });
    ctx.clock.pin(gymInstant("2026-12-02", "06:30"));
    const res = (await checkIn(ctx, gym, { member_id: m!.id })).json();
    expect(res).toMatchObject({ checked_in: false, message: "Already checked in at 06:00" });
  });
});

describe("races", () => {
  it("two (or eight) desks checking in one member at once store one visit; the others say when", async () => {
    ctx.clock.pin(gymInstant("2026-12-03", "07:00"));
    const id = await memberId();
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(ctx, gym, { member_id: id })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.checked_in)).toHaveLength(1);
    for (const b of bodies.filter((x) => !x.checked_in)) expect(b.message).toBe("Already checked in at 07:00");
    expect((await storedCheckIns(ctx, gym)).filter((c) => c.member_id === id)).toHaveLength(1);
  });

  it("collecting at the door while the office marks the same month paid: one receipt, and the door then answers green", async () => {
    ctx.clock.pin(gymInstant("2026-12-20", "07:00"));
    const id = await memberId();
    const paymentId = await insertRecord(ctx, gym, id, "2026-12-01", "1000");
    const door = (await checkIn(ctx, gym, { member_id: id })).json();
    expect(door.door.colour).toBe("RED");
    expect(door.dues.months[0].payment_id).toBe(paymentId);
    // The desk's tap (its own key) and the office's mark-paid (another key) at the same moment.
    const [atDoor, office] = await Promise.all([
      call(ctx, withKey(gym, "door-1"), "POST", `${PAYMENTS}/${paymentId}/mark-paid/`, { payment_method: "UPI" }),
      call(ctx, withKey(gym, "office-1"), "POST", `${PAYMENTS}/${paymentId}/mark-paid/`, { payment_method: "CASH" }),
    ]);
    expect([atDoor.statusCode, office.statusCode].sort()).toEqual([200, 409]);
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [paymentId])).toBe(1);
    // The desk's retry of its own key answers the receipt it wrote, or the record as it is now: never a second.
    await call(ctx, withKey(gym, "door-1"), "POST", `${PAYMENTS}/${paymentId}/mark-paid/`, { payment_method: "UPI" });
    expect(await countRows(ctx, gym, "payment_receipts", "payment_id = $1", [paymentId])).toBe(1);
    const after = (await checkIn(ctx, gym, { member_id: id })).json();
    expect(after).toMatchObject({ checked_in: true, door: { colour: "GREEN" } });
    expect(after.dues.total).toBe(0);
  });
});

import {
  FREEZE_ENDS_BEFORE_START,
  FREEZE_FROM_REQUIRED,
  FREEZE_REASON_REQUIRED,
  FREEZE_SUSPENDED,
  MEMBER_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { setAttendanceSettings } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { freeze, freezeCount, freezeRefused, frozen, memberToFreeze, renewalOf } from "../support/freezes.ts";
import { insertMembers } from "../support/members.ts";

/**
 * What a freeze refuses (issue 24 §4 and "Bad input"; decision 0258), on 27 Feb 2027: overlapping freezes (at the
 * desk, at once, in the database) and bad input, each with its words and nothing written.
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

describe("overlaps", () => {
  it("a freeze overlapping another is refused with its dates; the next day is fine", async () => {
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-03-01", "2027-03-10");
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-03-10", to_date: "2027-03-12", reason: "Again" },
      409,
      "This member already has a freeze from 1 Mar 2027 to 10 Mar 2027. Freezes cannot overlap.",
    );
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-02-27", to_date: "2027-03-20", reason: "Around it" },
      409,
      "This member already has a freeze from 1 Mar 2027 to 10 Mar 2027. Freezes cannot overlap.",
    );
    expect((await frozen(ctx, gym, id, "2027-03-11", "2027-03-12")).renewal_date).toBe("2027-03-22");
  });

  it("two freezes of one member at once: one is made, the renewal moves once", async () => {
    const id = await memberToFreeze(ctx, gym);
    const body = { from_date: "2027-02-27", to_date: "2027-03-05", reason: "Both desks" };
    const answers = await Promise.all([
      freeze(ctx, gym, id, body),
      freeze(ctx, gym, id, body),
      freeze(ctx, gym, id, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await freezeCount(ctx, gym, id)).toBe(1);
    expect(await renewalOf(ctx, gym, id)).toBe("2027-03-17");
  });

  it("the database itself refuses overlapping days of one member (the exclusion constraint)", async () => {
    const id = await memberToFreeze(ctx, gym);
    await frozen(ctx, gym, id, "2027-03-01", "2027-03-10");
    const table = qualified(gym.schema, "member_freezes");
    await expect(
      ctx.db.pool.query(
        `INSERT INTO ${table} (member_id, from_date, to_date, reason) VALUES ($1, '2027-03-05', '2027-03-06', 'x')`,
        [id],
      ),
    ).rejects.toMatchObject({ code: "23P01" });
  });
});

describe("bad input: a clear 4xx, nothing written", () => {
  it("a blank reason", async () => {
    const id = await memberToFreeze(ctx, gym);
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: DAY, to_date: "2027-03-01", reason: "   " },
      400,
      FREEZE_REASON_REQUIRED,
    );
    await freezeRefused(ctx, gym, id, { from_date: DAY, to_date: "2027-03-01" }, 400, FREEZE_REASON_REQUIRED);
  });

  it("ending before it starts; a missing or unreal day", async () => {
    const id = await memberToFreeze(ctx, gym);
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-03-02", to_date: "2027-03-01", reason: "x" },
      400,
      FREEZE_ENDS_BEFORE_START,
    );
    await freezeRefused(ctx, gym, id, { from_date: "", to_date: "2027-03-01", reason: "x" }, 400, FREEZE_FROM_REQUIRED);
    const res = await freeze(ctx, gym, id, { from_date: "2027-02-29", to_date: "2027-03-01", reason: "x" });
    expect(res.statusCode).toBe(400);
    expect(await freezeCount(ctx, gym, id)).toBe(0);
  });

  it("starting further in the past than the setting allows (default 7 days; 0: not before today)", async () => {
    const id = await memberToFreeze(ctx, gym);
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-02-19", to_date: "2027-03-01", reason: "Late entry" },
      400,
      "A freeze can start at most 7 days in the past (20 Feb 2027 or later)",
    );
    expect((await frozen(ctx, gym, id, "2027-02-20", "2027-02-21")).freeze.days).toBe(2);
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
    const suspended = await memberToFreeze(ctx, gym, { status: "SUSPENDED" });
    await freezeRefused(
      ctx,
      gym,
      suspended,
      { from_date: DAY, to_date: "2027-03-01", reason: "x" },
      409,
      FREEZE_SUSPENDED,
    );
    const id = await memberToFreeze(ctx, gym);
    await freezeRefused(
      ctx,
      gym,
      id,
      { from_date: "2027-03-11", to_date: "2027-03-20", reason: "x" },
      400,
      "The membership ends on 10 Mar 2027, before this freeze starts. Renew it first.",
    );
    const unknown = await freeze(ctx, gym, 2_000_000, { from_date: DAY, to_date: "2027-03-01", reason: "x" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MEMBER_NOT_FOUND);
  });
});

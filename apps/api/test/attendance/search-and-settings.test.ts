import { ATTENDANCE_DEFAULTS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-02"));
  gym = await createGym(ctx, "desksearch");
  await insertMembers(ctx, gym, [
    { first_name: "Ravi", last_name: "Kumar", phone: "+91 98450 12345" },
    { first_name: "Anita", last_name: "Desai", phone: "9812345000" },
    { first_name: "Suresh", last_name: "Iyer", phone: "080-2345-6789", renewal_date: "2026-11-01" },
  ]);
});
afterAll(() => ctx.close());

const search = async (term: string) => {
  const res = await call(ctx, gym, "GET", `/api/attendance/members/?search=${encodeURIComponent(term)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members as {
    full_name: string;
    member_code: string;
    display_status: string;
    days_left_text: string;
  }[];
};

describe("finding a member at the desk (decision 0253)", () => {
  it("any part of the phone's digits, whatever the stored spaces and dashes; last digits first", async () => {
    expect((await search("5012")).map((m) => m.full_name)).toEqual(["Ravi Kumar"]);
    expect((await search("2345")).map((m) => m.full_name)).toEqual(["Ravi Kumar", "Anita Desai", "Suresh Iyer"]);
    expect((await search("12345")).map((m) => m.full_name)).toEqual(["Ravi Kumar", "Anita Desai"]);
    expect((await search("98450 12345")).map((m) => m.full_name)).toEqual(["Ravi Kumar"]);
  });

  it("a name or a member code (the exact code first), with the status in words", async () => {
    expect((await search("desai")).map((m) => m.full_name)).toEqual(["Anita Desai"]);
    const all = await search("mem");
    expect(all).toHaveLength(3);
    const code = all.find((m) => m.full_name === "Suresh Iyer")!.member_code;
    expect((await search(code.toLowerCase()))[0]).toMatchObject({
      full_name: "Suresh Iyer",
      display_status: "EXPIRED",
      days_left_text: "Expired 31 days ago",
    });
  });

  it("nothing for a blank search; at most 10", async () => {
    expect(await search("  ")).toEqual([]);
    await insertMembers(
      ctx,
      gym,
      Array.from({ length: 12 }, () => ({ first_name: "Many" })),
    );
    expect(await search("many")).toHaveLength(10);
  });

  it("the phone digits' trigram index exists where pg_trgm does", async () => {
    const idx = await ctx.db.pool.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND indexname = 'members_phone_digits_idx'`,
      [gym.schema],
    );
    expect(idx.rows[0]?.indexdef).toContain("regexp_replace");
  });
});

describe("attendance settings (decision 0254)", () => {
  it("defaults until saved, then the saved values; one row", async () => {
    const g = await createGym(ctx, "attset");
    const before = await call(ctx, g, "GET", "/api/attendance/settings/");
    expect(before.json()).toMatchObject({ settings: ATTENDANCE_DEFAULTS, defaults: ATTENDANCE_DEFAULTS });
    const saved = await call(ctx, g, "PUT", "/api/attendance/settings/update/", {
      dues_grace_days: "3",
      repeat_window_minutes: 30,
      not_attending_days: 21,
      in_gym_minutes: 120,
      freeze_days_a_year: 30,
      freeze_past_days: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Attendance settings saved successfully");
    const rows = await ctx.db.pool.query(
      `SELECT dues_grace_days, repeat_window_minutes, not_attending_days, in_gym_minutes, freeze_days_a_year, freeze_past_days FROM ${qualified(g.schema, "attendance_settings")}`,
    );
    expect(rows.rows).toEqual([
      {
        dues_grace_days: 3,
        repeat_window_minutes: 30,
        not_attending_days: 21,
        in_gym_minutes: 120,
        freeze_days_a_year: 30,
        freeze_past_days: 0,
      },
    ]);
  });

  it("out of range or missing: the field's words, nothing saved", async () => {
    const g = await createGym(ctx, "attset_bad");
    const res = await call(ctx, g, "PUT", "/api/attendance/settings/update/", {
      dues_grace_days: 61,
      repeat_window_minutes: 30,
      not_attending_days: 21,
      in_gym_minutes: 120,
      freeze_days_a_year: 30,
      freeze_past_days: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Grace days for dues must be a whole number from 0 to 60");
    const rows = await ctx.db.pool.query(
      `SELECT count(*)::int AS n FROM ${qualified(g.schema, "attendance_settings")}`,
    );
    expect(rows.rows[0].n).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIn } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let ids: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-11-30", "06:00"));
  gym = await createGym(ctx, "visits");
  ids = (
    await insertMembers(ctx, gym, [
      { first_name: "=HYPERLINK(1)", last_name: "Shah", renewal_date: "2027-01-01" },
      { first_name: "Meena", last_name: "Pillai", renewal_date: "2026-12-05" },
      { first_name: "Old", last_name: "Timer", renewal_date: "2027-03-01" },
    ])
  ).map((m) => m.id);
  // Yesterday evening, and today at 06:10 and 07:30 (2 December is "today" below).
  for (const [day, time, member] of [
    ["2026-12-01", "19:05", ids[0]],
    ["2026-12-02", "06:10", ids[0]],
    ["2026-12-02", "07:30", ids[1]],
  ] as const) {
    ctx.clock.pin(gymInstant(day, time));
    expect((await checkIn(ctx, gym, { member_id: member, device: "Desk 1" })).json().checked_in).toBe(true);
  }
  ctx.clock.pin(gymInstant("2026-12-02", "08:00"));
});
afterAll(() => ctx.close());

describe("today's list and the members in the gym now", () => {
  it("newest first, in the gym's clock; in the gym = checked in within the last 90 minutes", async () => {
    const res = await call(ctx, gym, "GET", "/api/attendance/today/");
    expect(res.json()).toMatchObject({ day: "2026-12-02", count: 2, in_gym_now: 1 });
    expect(res.json().check_ins.map((c: { time: string; member_name: string }) => [c.time, c.member_name])).toEqual([
      ["07:30", "Meena Pillai"],
      ["06:10", "=HYPERLINK(1) Shah"],
    ]);
  });

  it("the dashboard's card: today's check-ins, in the gym now, renewals due this week", async () => {
    const res = await call(ctx, gym, "GET", "/api/attendance/summary/");
    expect(res.json()).toMatchObject({
      today: "2026-12-02",
      check_ins_today: 2,
      in_gym_now: 1,
      in_gym_minutes: 90,
      renewals_due: { count: 1, members: [{ full_name: "Meena Pillai", days_left_text: "3 days left" }] },
    });
  });
});

describe("visits", () => {
  it("a member's visits (the timeline), newest first", async () => {
    const res = await call(ctx, gym, "GET", `/api/attendance/check-ins/?member_id=${ids[0]}`);
    expect(res.json()).toMatchObject({ from: "2026-09-04", to: "2026-12-02", count: 2 });
    expect(res.json().check_ins.map((c: { day: string }) => c.day)).toEqual(["2026-12-02", "2026-12-01"]);
  });

  it("a range the wrong way round, or over a year: the desk's words", async () => {
    const reversed = await call(ctx, gym, "GET", "/api/attendance/check-ins/?from=2026-12-02&to=2026-12-01");
    expect([reversed.statusCode, reversed.json().error]).toEqual([
      400,
      "The start date must be on or before the end date",
    ]);
    const long = await call(ctx, gym, "GET", "/api/attendance/check-ins/export/?from=2025-01-01&to=2026-12-01");
    expect([long.statusCode, long.json().error]).toEqual([400, "Choose a range of at most 366 days"]);
  });

  it("the CSV of a range: a header, one line per visit in time order, formula-like names neutralised", async () => {
    const res = await call(ctx, gym, "GET", "/api/attendance/check-ins/export/?from=2026-12-01&to=2026-12-02");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="check-ins-2026-12-01-to-2026-12-02.csv"');
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date,Time,Member code,Member,Phone,Door,Reason,Override reason,Checked in by,Device,How");
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 2).join(" "))).toEqual([
      "2026-12-01 19:05",
      "2026-12-02 06:10",
      "2026-12-02 07:30",
    ]);
    expect(lines[1]).toContain(",'=HYPERLINK(1) Shah,");
    expect(lines[3]).toContain(",Green,Paid up · 3 days left,,Test Owner,Desk 1,Search");
  });

  it("streams a range larger than one batch without losing or repeating a visit", async () => {
    const g = await createGym(ctx, "visits_big");
    const [m] = await insertMembers(ctx, g, [{}]);
    await ctx.db.pool.query(
      `INSERT INTO "${g.schema}".check_ins (member_id, checked_in_at, day, hour, via, door_colour)
       SELECT $1, '2026-11-01T00:30:00Z'::timestamptz + n * interval '10 seconds', '2026-11-01', 6, 'SEARCH', 'GREEN'
         FROM generate_series(1, 4500) n`,
      [m!.id],
    );
    const res = await call(ctx, g, "GET", "/api/attendance/check-ins/export/?from=2026-11-01&to=2026-11-01");
    const times = res.body
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",")[1]);
    expect(times).toHaveLength(4500);
    expect(times[0]).toBe("06:00");
    expect(times.at(-1)).toBe("18:30");
  });
});

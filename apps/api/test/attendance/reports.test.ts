import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { checkIn, insertRecord } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

/** Reports on a pinned fortnight (decision 0255): 2 December 2026 is a Wednesday. */
let ctx: TestContext;
let gym: TestGym;
const m: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-10-01"));
  gym = await createGym(ctx, "reports");
  await setSettings(ctx, gym, { upi_vpa: "gym@okaxis" });
  const rows = await insertMembers(ctx, gym, [
    { first_name: "Regular", last_name: "Paid", renewal_date: "2027-01-31", phone: "9876500001" },
    { first_name: "Stopped", last_name: "Coming", renewal_date: "2027-01-31", phone: "9876500002" },
    { first_name: "Never", last_name: "Came", renewal_date: "2027-01-31", phone: "9876500003" },
    { first_name: "Comes", last_name: "Owing", renewal_date: "2027-01-31", phone: "9876500004" },
    { first_name: "Comes", last_name: "Expired", renewal_date: "2026-11-25", phone: "12345" },
  ]);
  for (const r of rows) m[`${r.first_name} ${r.last_name}`] = r.id;
  const visit = async (name: string, day: string, time: string, override = false) => {
    ctx.clock.pin(gymInstant(day, time));
    const body = override ? { override: true, override_reason: "Paying soon" } : {};
    const res = await checkIn(ctx, gym, { member_id: m[name], ...body });
    expect(res.json().checked_in, `${name} ${day}`).toBe(true);
  };
  await visit("Stopped Coming", "2026-11-02", "07:05");
  await visit("Regular Paid", "2026-11-30", "07:10"); // Monday
  await visit("Regular Paid", "2026-12-01", "07:20"); // Tuesday
  await visit("Comes Owing", "2026-12-01", "18:40");
  await visit("Regular Paid", "2026-12-02", "07:15"); // Wednesday
  await visit("Comes Expired", "2026-12-02", "19:00", true);
  ctx.clock.pin(gymInstant("2026-12-02", "21:00"));
  await insertRecord(ctx, gym, m["Comes Owing"]!, "2026-11-01", "1000");
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await call(ctx, gym, "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("visits per day and the heat map", () => {
  it("every day of the range, days without visits included, with distinct members", async () => {
    const r = await get("/api/attendance/reports/visits/?from=2026-11-29&to=2026-12-02");
    expect(r).toMatchObject({ from: "2026-11-29", to: "2026-12-02", total: 5 });
    expect(r.days).toEqual([
      { day: "2026-11-29", visits: 0, members: 0 },
      { day: "2026-11-30", visits: 1, members: 1 },
      { day: "2026-12-01", visits: 2, members: 2 },
      { day: "2026-12-02", visits: 2, members: 2 },
    ]);
    expect((await get("/api/attendance/reports/visits/")).days).toHaveLength(30);
  });

  it("168 cells, weekday (Monday 1) by the gym's hour", async () => {
    const r = await get("/api/attendance/reports/heat-map/?from=2026-11-01&to=2026-12-02");
    expect(r.cells).toHaveLength(168);
    expect(r.total).toBe(6);
    const busy = r.cells.filter((c: { visits: number }) => c.visits > 0);
    expect(busy).toEqual([
      { weekday: 1, hour: 7, visits: 2 }, // Mon 2 Nov 07:05, Mon 30 Nov 07:10
      { weekday: 2, hour: 7, visits: 1 },
      { weekday: 2, hour: 18, visits: 1 },
      { weekday: 3, hour: 7, visits: 1 },
      { weekday: 3, hour: 19, visits: 1 },
    ]);
  });
});

describe("worklists", () => {
  it("paying but not attending: active, nothing owed, no visit in 14 days; never came first; a WhatsApp link", async () => {
    const r = await get("/api/attendance/reports/not-attending/");
    expect(r.days).toBe(14);
    expect(r.count).toBe(2);
    expect(
      r.members.map((x: { full_name: string; last_visit_text: string }) => [x.full_name, x.last_visit_text]),
    ).toEqual([
      ["Never Came", "Never came"],
      ["Stopped Coming", "Last came 30 days ago"],
    ]);
    const url = new URL(r.members[1].whatsapp_url);
    expect(url.pathname).toBe("/919876500002");
    expect(url.searchParams.get("text")).toContain("Your last visit was 2 Nov 2026.");
  });

  it("attending but not paid: a visit in the window while owing or expired, the door's words, the overdue reminder", async () => {
    const r = await get("/api/attendance/reports/not-paying/");
    expect(r.count).toBe(2);
    const byName = Object.fromEntries(r.members.map((x: { full_name: string }) => [x.full_name, x]));
    expect(byName["Comes Owing"]).toMatchObject({
      visits: 1,
      reason: "₹1,050 due for November (late fee ₹50 included)",
      amount_due: 1050,
      last_visit_text: "Last came yesterday",
    });
    const text = new URL(byName["Comes Owing"].whatsapp_url).searchParams.get("text")!;
    expect(text).toContain("Amount due now: ₹1,050.\nThis includes the late fee of ₹50.");
    expect(text).toContain("upi://pay?pa=gym%40okaxis");
    // No mobile number WhatsApp takes: listed, without a link.
    expect(byName["Comes Expired"]).toMatchObject({ reason: "Expired 7 days ago", amount_due: 0, whatsapp_url: null });
  });

  it("follows the 'not attending' setting", async () => {
    await ctx.db.pool.query(
      `INSERT INTO ${qualified(gym.schema, "attendance_settings")} (id, not_attending_days) VALUES (1, 40)`,
    );
    const r = await get("/api/attendance/reports/not-attending/");
    expect(r.days).toBe(40);
    expect(r.members.map((x: { full_name: string }) => x.full_name)).toEqual(["Never Came"]);
  });
});

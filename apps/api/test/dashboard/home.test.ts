import { addDays } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers, type MemberSeed } from "../support/members.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const home = (gym: TestGym, today?: string) =>
  ctx.app.inject({ method: "GET", url: `/api/dashboard/home/${today ? `?today=${today}` : ""}`, headers: gym.auth });

async function gymWith(prefix: string, seeds: MemberSeed[]) {
  const gym = await createGym(ctx, prefix);
  if (seeds.length) await insertMembers(ctx, gym, seeds);
  return gym;
}

/** A birthday `offset` days from `today`, in a year long ago. */
const bornOn = (today: string, offset: number, year = 1990) => `${year}${addDays(today, offset).slice(4)}`;

describe("GET /api/dashboard/home/", () => {
  it("answers the gym name, today (the gym's own date by default) and zeros for an empty gym", async () => {
    const gym = await gymWith("dashempty", []);
    const res = await home(gym);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      gym_name: `Test Gym ${gym.schema}`,
      today: gymToday(ctx),
      members: { total: 0, active: 0, expired: 0, suspended: 0 },
      expired_memberships: { count: 0, members: [] },
      birthdays: { today: [], upcoming: [] },
    });
  });

  it("lists expired memberships: most recent first, at most 7, with the spec's labels", async () => {
    const today = "2025-06-15";
    const seeds: MemberSeed[] = [
      { first_name: "Future", renewal_date: "2025-06-16" },
      { first_name: "Today", renewal_date: today },
      { first_name: "Yesterday", renewal_date: "2025-06-14" },
      { first_name: "Suspended", status: "SUSPENDED", renewal_date: "2025-12-01" },
      { first_name: "ExpiredStatus", status: "EXPIRED", renewal_date: "2025-07-01" },
      ...Array.from({ length: 6 }, (_, i) => ({ first_name: `Old${i}`, renewal_date: addDays(today, -10 - i) })),
    ];
    const gym = await gymWith("dashexp", seeds);
    const body = (await home(gym, today)).json();
    expect(body.today).toBe(today);
    expect(body.expired_memberships.count).toBe(10);
    const listed = body.expired_memberships.members;
    expect(listed).toHaveLength(7);
    expect(listed.map((m: { full_name: string; label: string }) => [m.full_name.split(" ")[0], m.label])).toEqual([
      ["Today", "Expired today"],
      ["Yesterday", "Expired 1 days ago"],
      ["Old0", "Expired 10 days ago"],
      ["Old1", "Expired 11 days ago"],
      ["Old2", "Expired 12 days ago"],
      ["Old3", "Expired 13 days ago"],
      ["Old4", "Expired 14 days ago"],
    ]);
    expect(listed[0]).toMatchObject({
      renewal_date: today,
      days_since_expiry: 0,
      phone: "9876543210",
      status: "ACTIVE",
    });
    expect(listed[0].member_id).toMatch(/^MEM\d{4}$/);
    // Members list partition on the same day: renewal today is still active there (display status).
    expect(body.members).toEqual({ total: 11, active: 2, expired: 8, suspended: 1 });
  });

  it("labels members expired by status alone 'Membership expired'", async () => {
    const gym = await gymWith("dashstatus", [
      { first_name: "Susp", status: "SUSPENDED", renewal_date: "2025-09-01" },
      { first_name: "Exp", status: "EXPIRED", renewal_date: "2025-08-01" },
    ]);
    const list = (await home(gym, "2025-06-15")).json().expired_memberships;
    expect(list.count).toBe(2);
    for (const m of list.members) expect(m).toMatchObject({ days_since_expiry: null, label: "Membership expired" });
  });

  it("finds birthdays from 3 days ago to 7 days ahead, today's apart, upcoming first, with labels", async () => {
    const today = "2025-06-15";
    const gym = await gymWith(
      "dashbday",
      [-4, -3, -1, 0, 0, 1, 2, 7, 8].map((offset, i) => ({
        first_name: `B${offset}`,
        last_name: String(i),
        date_of_birth: bornOn(today, offset, 1990 + i),
      })),
    );
    const { birthdays } = (await home(gym, today)).json();
    expect(
      birthdays.today.map((b: { first_name?: string; full_name: string; age: number }) => [b.full_name, b.age]),
    ).toEqual([
      ["B0 3", 32],
      ["B0 4", 31],
    ]);
    expect(
      birthdays.upcoming.map((b: { full_name: string; label: string; days_until: number }) => [
        b.full_name,
        b.days_until,
        b.label,
      ]),
    ).toEqual([
      ["B0 3", 0, "Today!"],
      ["B0 4", 0, "Today!"],
      ["B1 5", 1, "Tomorrow"],
      ["B2 6", 2, "In 2 days"],
      ["B7 7", 7, "In 7 days"],
    ]);
    // With fewer upcoming ones, the last 3 days fill the list, most recent first.
    const gym2 = await gymWith(
      "dashbday2",
      [-4, -3, -1, 3, 8].map((offset) => ({ first_name: `P${offset}`, date_of_birth: bornOn(today, offset) })),
    );
    const b2 = (await home(gym2, today)).json().birthdays;
    expect(b2.today).toEqual([]);
    expect(b2.upcoming.map((b: { label: string }) => b.label)).toEqual(["In 3 days", "1 days ago", "3 days ago"]);
    expect(b2.upcoming[0]).toMatchObject({ date_of_birth: "1990-06-18", age: 35 });
  });

  it("wraps the window across New Year", async () => {
    const gym = await gymWith("dashwrap", [
      { first_name: "Dec27", date_of_birth: "1990-12-27" },
      { first_name: "Dec26", date_of_birth: "1990-12-26" },
      { first_name: "Jan02", date_of_birth: "1991-01-02" },
      { first_name: "Jan06", date_of_birth: "1991-01-06" },
      { first_name: "Jan07", date_of_birth: "1991-01-07" },
    ]);
    let b = (await home(gym, "2025-12-30")).json().birthdays.upcoming;
    expect(
      b.map((x: { full_name: string; label: string; age: number }) => [x.full_name.split(" ")[0], x.label, x.age]),
    ).toEqual([
      ["Jan02", "In 3 days", 35],
      ["Jan06", "In 7 days", 35],
      ["Dec27", "3 days ago", 35],
    ]);
    b = (await home(gym, "2026-01-01")).json().birthdays.upcoming;
    expect(b.map((x: { full_name: string; label: string }) => [x.full_name.split(" ")[0], x.label])).toEqual([
      ["Jan02", "Tomorrow"],
      ["Jan06", "In 5 days"],
      ["Jan07", "In 6 days"],
    ]);
    b = (await home(gym, "2026-01-03")).json().birthdays.upcoming;
    expect(b.map((x: { full_name: string; label: string }) => [x.full_name.split(" ")[0], x.label])).toEqual([
      ["Jan06", "In 3 days"],
      ["Jan07", "In 4 days"],
      ["Jan02", "1 days ago"],
    ]);
  });

  it("celebrates Feb 29 birthdays on Feb 28 in years without Feb 29", async () => {
    const gym = await gymWith("dashleap", [{ first_name: "Leap", date_of_birth: "2000-02-29" }]);
    const on = async (today: string) => (await home(gym, today)).json().birthdays;
    expect((await on("2025-02-28")).today).toMatchObject([{ full_name: "Leap Member0", age: 25 }]);
    expect((await on("2025-03-01")).upcoming).toMatchObject([{ days_until: -1, label: "1 days ago" }]);
    expect((await on("2024-02-28")).upcoming).toMatchObject([{ days_until: 1, label: "Tomorrow", age: 24 }]);
    expect((await on("2024-02-29")).today).toMatchObject([{ age: 24 }]);
    expect((await on("2024-03-01")).upcoming).toMatchObject([{ days_until: -1 }]);
    expect((await on("2025-02-22")).upcoming).toMatchObject([{ days_until: 6, label: "In 6 days" }]);
  });

  it("refuses a malformed today and shows only the signed-in gym's members", async () => {
    const gym = await gymWith("dashbad", [{ first_name: "Mine" }]);
    const other = await gymWith("dashother", [{ first_name: "Theirs", renewal_date: "2000-01-01" }]);
    for (const bad of ["2025-13-01", "yesterday", "2025-02-30"]) {
      const res = await home(gym, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe("today must be a date in YYYY-MM-DD format");
    }
    const body = (await home(gym)).json();
    expect(body.members.total).toBe(1);
    expect(body.expired_memberships.count).toBe(0);
    expect((await home(other)).json().expired_memberships.members[0].full_name).toBe("Theirs Member0");
    expect((await ctx.app.inject({ method: "GET", url: "/api/dashboard/home/" })).statusCode).toBe(401);
  });
});

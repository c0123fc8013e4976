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

  it("counts and lists expired memberships by the one definition: status EXPIRED or renewal before today", async () => {
    const today = "2025-06-15";
    const seeds: MemberSeed[] = [
      { first_name: "Future", renewal_date: "2025-06-16" },
      // Its last day: 'Expires today' in the list, so not expired on the home either (decision 0036).
      { first_name: "Today", renewal_date: today },
      { first_name: "Yesterday", renewal_date: "2025-06-14" },
      { first_name: "Suspended", status: "SUSPENDED", renewal_date: "2025-12-01" },
      { first_name: "ExpiredStatus", status: "EXPIRED", renewal_date: "2025-07-01" },
      ...Array.from({ length: 6 }, (_, i) => ({ first_name: `Old${i}`, renewal_date: addDays(today, -10 - i) })),
    ];
    const gym = await gymWith("dashexp", seeds);
    const body = (await home(gym, today)).json();
    expect(body.today).toBe(today);
    expect(body.members).toEqual({ total: 11, active: 2, expired: 8, suspended: 1 });
    // The badge, the ring's Expired and the 'View all N expired' link are one figure.
    expect(body.expired_memberships.count).toBe(body.members.expired);
    const listed = body.expired_memberships.members;
    expect(listed).toHaveLength(7);
    expect(listed.map((m: { full_name: string; label: string }) => [m.full_name.split(" ")[0], m.label])).toEqual([
      ["Yesterday", "Expired 1 days ago"],
      ["Old0", "Expired 10 days ago"],
      ["Old1", "Expired 11 days ago"],
      ["Old2", "Expired 12 days ago"],
      ["Old3", "Expired 13 days ago"],
      ["Old4", "Expired 14 days ago"],
      ["Old5", "Expired 15 days ago"],
    ]);
    expect(listed[0]).toMatchObject({
      renewal_date: "2025-06-14",
      days_since_expiry: 1,
      phone: "9876543210",
      status: "ACTIVE",
    });
    expect(listed[0].member_id).toMatch(/^MEM\d{4}$/);
  });

  it("home and members list agree on every member: the same count, the same people, the same words", async () => {
    const today = gymToday(ctx);
    const gym = await gymWith("dashagree", [
      { first_name: "LastDay", renewal_date: today },
      { first_name: "Lapsed", renewal_date: addDays(today, -1) },
      { first_name: "StatusToday", status: "EXPIRED", renewal_date: today },
      { first_name: "StatusLater", status: "EXPIRED", renewal_date: addDays(today, 20) },
      { first_name: "SuspendedLapsed", status: "SUSPENDED", renewal_date: addDays(today, -3) },
      { first_name: "Paused", status: "SUSPENDED", renewal_date: addDays(today, 5) },
    ]);
    const homeBody = (await home(gym)).json();
    const list = (await ctx.app.inject({ url: "/api/members/members/?status=EXPIRED", headers: gym.auth })).json() as {
      count: number;
      stats: { expired: number };
      results: { full_name: string; days_left_text: string }[];
    };
    expect(homeBody.expired_memberships.count).toBe(4);
    expect(list.count).toBe(4);
    expect(list.stats.expired).toBe(4);
    const onHome = Object.fromEntries(
      homeBody.expired_memberships.members.map((m: { full_name: string; label: string }) => [m.full_name, m.label]),
    );
    const inList = Object.fromEntries(list.results.map((m) => [m.full_name, m.days_left_text]));
    expect(onHome).toEqual(inList);
    expect(inList).toEqual({
      "Lapsed Member1": "Expired 1 days ago",
      "StatusToday Member2": "Expired today",
      "StatusLater Member3": "Membership expired",
      "SuspendedLapsed Member4": "Expired 3 days ago",
    });
    // Home order: most recently expired first, those expired by status alone last.
    expect(homeBody.expired_memberships.members.map((m: { full_name: string }) => m.full_name)).toEqual([
      "StatusToday Member2",
      "Lapsed Member1",
      "SuspendedLapsed Member4",
      "StatusLater Member3",
    ]);
    const all = (await ctx.app.inject({ url: "/api/members/members/", headers: gym.auth })).json();
    const lastDay = all.results.find((m: { full_name: string }) => m.full_name === "LastDay Member0");
    expect(lastDay).toMatchObject({ display_status: "ACTIVE", days_left: 0, days_left_text: "Expires today" });
  });

  it("birthdays: today's once under 'Happy Birthday!', the 5 others nearest today, in date order", async () => {
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
    // Nearest five of -3, -1, 1, 2, 7 (the window drops -4 and 8); today's are not repeated.
    expect(
      birthdays.upcoming.map((b: { full_name: string; label: string; days_until: number }) => [
        b.full_name,
        b.days_until,
        b.label,
      ]),
    ).toEqual([
      ["B-3 1", -3, "3 days ago"],
      ["B-1 2", -1, "1 day ago"],
      ["B1 5", 1, "Tomorrow"],
      ["B2 6", 2, "In 2 days"],
      ["B7 7", 7, "In 7 days"],
    ]);
    expect(birthdays.upcoming[0]).toMatchObject({ date_of_birth: "1991-06-12", age: 34 });
  });

  it("birthdays: with more than 5 others, the nearest win and a coming one beats a missed one at the same distance", async () => {
    const today = "2025-06-15";
    const gym = await gymWith(
      "dashbday2",
      [-3, -2, -1, 1, 2, 3, 5].map((offset) => ({ first_name: `P${offset}`, date_of_birth: bornOn(today, offset) })),
    );
    const b = (await home(gym, today)).json().birthdays;
    expect(b.today).toEqual([]);
    expect(b.upcoming.map((x: { label: string }) => x.label)).toEqual([
      "2 days ago",
      "1 day ago",
      "Tomorrow",
      "In 2 days",
      "In 3 days",
    ]);
    // Only coming ones: the five nearest, no 'Today!' and nothing invented.
    const gym3 = await gymWith("dashbday3", [{ first_name: "Solo", date_of_birth: bornOn(today, 4) }]);
    expect((await home(gym3, today)).json().birthdays.upcoming.map((x: { label: string }) => x.label)).toEqual([
      "In 4 days",
    ]);
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
      ["Dec27", "3 days ago", 35],
      ["Jan02", "In 3 days", 35],
      ["Jan06", "In 7 days", 35],
    ]);
    b = (await home(gym, "2026-01-01")).json().birthdays.upcoming;
    expect(b.map((x: { full_name: string; label: string }) => [x.full_name.split(" ")[0], x.label])).toEqual([
      ["Jan02", "Tomorrow"],
      ["Jan06", "In 5 days"],
      ["Jan07", "In 6 days"],
    ]);
    b = (await home(gym, "2026-01-03")).json().birthdays.upcoming;
    expect(b.map((x: { full_name: string; label: string }) => [x.full_name.split(" ")[0], x.label])).toEqual([
      ["Jan02", "1 day ago"],
      ["Jan06", "In 3 days"],
      ["Jan07", "In 4 days"],
    ]);
  });

  it("celebrates Feb 29 birthdays on Feb 28 in years without Feb 29", async () => {
    const gym = await gymWith("dashleap", [{ first_name: "Leap", date_of_birth: "2000-02-29" }]);
    const on = async (today: string) => (await home(gym, today)).json().birthdays;
    expect((await on("2025-02-28")).today).toMatchObject([{ full_name: "Leap Member0", age: 25 }]);
    expect((await on("2025-03-01")).upcoming).toMatchObject([{ days_until: -1, label: "1 day ago" }]);
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

import { addDays, type DashboardHomeResponse, dashboardHomeResponse } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledSerializer, zodSerialized } from "../../src/lib/compiled-serializer.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { countMembers, insertMembers } from "../support/members.ts";
import { STORABLE_TRICKY_TEXT, TRICKY_TEXT } from "../support/tricky-text.ts";

/**
 * The dashboard home is written by a serialiser compiled from the contract (issue 28 §2): its output must be
 * byte for byte what the zod type provider wrote (zod encode, then JSON.stringify).
 */
const serialize = compiledSerializer(dashboardHomeResponse);

function home(text: string): DashboardHomeResponse {
  return {
    success: true,
    gym_name: text,
    today: "2026-12-03",
    members: { total: 9_007_199_254_740_991, active: 7, expired: 2, suspended: 0 },
    expired_memberships: {
      count: 2,
      members: TRICKY_TEXT.map((t, i) => ({
        id: i + 1,
        member_id: `MEM${i}`,
        full_name: t,
        phone: t,
        status: i % 2 ? "EXPIRED" : "ACTIVE",
        renewal_date: i % 3 ? null : "2026-11-30",
        days_since_expiry: i % 3 ? null : -i * 3,
        label: t,
      })),
    },
    birthdays: {
      today: TRICKY_TEXT.map((t, i) => ({ id: i, member_id: t, full_name: t, date_of_birth: "1990-12-03", age: 36 })),
      upcoming: TRICKY_TEXT.map((t, i) => ({
        id: i,
        member_id: t,
        full_name: t,
        date_of_birth: "1990-12-05",
        days_until: i - 3,
        age: 0,
        label: t,
      })),
    },
  };
}

describe("the dashboard home's compiled serialiser", () => {
  it("writes exactly what zod encoding then JSON.stringify wrote, for tricky text, nulls and signs", () => {
    for (const text of TRICKY_TEXT)
      expect(serialize(home(text))).toBe(zodSerialized(dashboardHomeResponse, home(text)));
    const empty: DashboardHomeResponse = {
      ...home(""),
      expired_memberships: { count: 0, members: [] },
      birthdays: { today: [], upcoming: [] },
    };
    expect(serialize(empty)).toBe(zodSerialized(dashboardHomeResponse, empty));
  });

  it("leaves out keys the contract does not have, as zod did", () => {
    const base = home("a");
    const extra = {
      ...base,
      debug: "secret",
      expired_memberships: {
        ...base.expired_memberships,
        members: base.expired_memberships.members.map((m) => ({ ...m, password_hash: "secret" })),
      },
      birthdays: { ...base.birthdays, upcoming: base.birthdays.upcoming.map((b) => ({ ...b, rank: 1 })) },
    };
    expect(serialize(extra)).toBe(zodSerialized(dashboardHomeResponse, extra));
    expect(serialize(extra)).not.toContain("secret");
    expect(serialize(extra)).not.toContain("rank");
  });

  it("refuses an answer missing a required field (a 500, as a failed zod encode was)", () => {
    const { members: _members, ...noMembers } = home("a");
    expect(() => serialize(noMembers)).toThrow();
  });
});

describe("GET /api/dashboard/home/ through the compiled serialiser", () => {
  let ctx: TestContext;
  let gym: TestGym;
  const today = "2026-06-15";
  beforeAll(async () => {
    ctx = await createTestContext();
    gym = await createGym(ctx, "homeser");
    await insertMembers(
      ctx,
      gym,
      STORABLE_TRICKY_TEXT.map((text, i) => ({
        first_name: text || "Plain",
        renewal_date: addDays(today, i % 2 ? -5 - i : 40),
        date_of_birth: `1990${addDays(today, i - 3).slice(4)}`,
        status: i === 3 ? ("EXPIRED" as const) : ("ACTIVE" as const),
      })),
    );
  });
  afterAll(() => ctx.close());

  it.each([`/api/dashboard/home/?today=${today}`, "/api/dashboard/home/?today=2026-02-28", "/api/dashboard/home/"])(
    "%s answers the zod-encoded body byte for byte",
    async (url) => {
      const res = await ctx.app.inject({ url, headers: gym.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.body).toBe(zodSerialized(dashboardHomeResponse, JSON.parse(res.body)));
    },
  );

  it("answers members, expired and birthdays from the gym's rows", async () => {
    const body = (await ctx.app.inject({ url: `/api/dashboard/home/?today=${today}`, headers: gym.auth })).json();
    expect(body.members.total).toBe(await countMembers(ctx, gym));
    expect(body.members.total).toBeGreaterThan(2);
    expect(body.expired_memberships.members.length).toBeGreaterThan(0);
    expect(body.birthdays.today.length + body.birthdays.upcoming.length).toBeGreaterThan(0);
  });
});

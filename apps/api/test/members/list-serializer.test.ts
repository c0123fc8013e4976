import { addDays, type MembersListResponse, membersListResponse } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledSerializer, zodSerialized } from "../../src/lib/compiled-serializer.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";
import { STORABLE_TRICKY_TEXT, TRICKY_TEXT } from "../support/tricky-text.ts";

/**
 * The members list is written by a serialiser compiled from the contract (issue 28 §2): its output must be
 * byte for byte what the zod type provider wrote (zod encode, then JSON.stringify).
 */
const serialize = compiledSerializer(membersListResponse);

function member(i: number, text: string): MembersListResponse["results"][number] {
  return {
    id: i + 1,
    member_id: `MEM${String(i + 1).padStart(4, "0")}`,
    user: { first_name: text, last_name: `L${i}`, username: `u${i}`, email: `u${i}@example.com` },
    full_name: `${text} L${i}`,
    phone: "9876543210",
    gender: (["M", "F", "O"] as const)[i % 3]!,
    date_of_birth: "1990-06-15",
    address: text,
    emergency_contact: text,
    status: (["ACTIVE", "SUSPENDED", "EXPIRED"] as const)[i % 3]!,
    display_status: "EXPIRED",
    joining_date: "2026-01-31",
    join_date: "2026-01-31",
    renewal_date: "2026-12-31",
    days_left: i % 2 ? -i * 37 : i * 1_000_003,
    days_left_text: text,
    frozen_until: i % 2 ? null : "2026-12-24",
    profile_photo_url: i % 3 ? null : `http://gym.local:3000/media/${text}.png`,
    gstin: i % 4 ? null : "29ABCDE1234F1Z5",
    created_at: "2026-12-01T10:20:30.123Z",
  };
}

describe("the members list's compiled serialiser", () => {
  it("writes exactly what zod encoding then JSON.stringify wrote, for tricky text, nulls and signs", () => {
    const page: MembersListResponse = {
      count: 9_007_199_254_740_991,
      next: "http://localhost/api/members/members/?page=3&page_size=50",
      previous: null,
      results: TRICKY_TEXT.map((text, i) => member(i, text)),
      stats: { total: 10_000, active: 7_000, expired: 2_000, suspended: 1_000 },
      archived_count: 0,
    };
    expect(serialize(page)).toBe(zodSerialized(membersListResponse, page));
    const empty: MembersListResponse = { ...page, count: 0, next: null, previous: "/x?page=1", results: [] };
    expect(serialize(empty)).toBe(zodSerialized(membersListResponse, empty));
  });

  it("leaves out keys the contract does not have, as zod did", () => {
    const page = {
      count: 1,
      next: null,
      previous: null,
      results: [{ ...member(0, "a"), password_hash: "secret", notes: "private" }],
      stats: { total: 1, active: 1, expired: 0, suspended: 0, extra: 5 },
      archived_count: 0,
      debug: true,
    };
    expect(serialize(page)).toBe(zodSerialized(membersListResponse, page));
    expect(serialize(page)).not.toContain("secret");
  });

  it("refuses an answer missing a required field (a 500, as a failed zod encode was)", () => {
    const { stats: _stats, ...noStats } = {
      count: 0,
      next: null,
      previous: null,
      results: [],
      stats: { total: 0, active: 0, expired: 0, suspended: 0 },
      archived_count: 0,
    };
    expect(() => serialize(noStats)).toThrow();
  });
});

describe("GET /api/members/members/ through the compiled serialiser", () => {
  let ctx: TestContext;
  let gym: TestGym;
  beforeAll(async () => {
    ctx = await createTestContext();
    gym = await createGym(ctx, "listser");
    const today = gymToday(ctx);
    await insertMembers(
      ctx,
      gym,
      STORABLE_TRICKY_TEXT.map((text, i) => ({
        first_name: text || "Plain",
        address: text,
        renewal_date: addDays(today, i % 2 ? -5 : 40),
        status: i === 3 ? ("SUSPENDED" as const) : ("ACTIVE" as const),
        profile_photo: i % 2 ? `${gym.schema}/members/p${i}.png` : null,
        gstin: i === 2 ? "29ABCDE1234F1Z5" : null,
      })),
    );
  });
  afterAll(() => ctx.close());

  it.each([
    "/api/members/members/",
    "/members/members/?page=2&page_size=2",
    "/api/members/members/?search=देवनागरी",
    "/api/members/members/?status=EXPIRED",
    "/api/members/members/?page=99",
  ])("%s answers the zod-encoded body byte for byte", async (url) => {
    const res = await ctx.app.inject({ url: encodeURI(url), headers: gym.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.body).toBe(zodSerialized(membersListResponse, JSON.parse(res.body)));
  });
});

import { addDays } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { likePattern } from "../../src/lib/like-pattern.ts";
import { SEARCH_TEXT } from "../../src/modules/members/repository.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
/** The test gyms' today (they live in the default time zone, decision 0009). */
let today: string;

beforeAll(async () => {
  ctx = await createTestContext();
  today = gymToday(ctx);
  [gym, other] = await Promise.all([createGym(ctx, "list"), createGym(ctx, "listother")]);
  // 120 plain active members, then a few special ones (newest first in the list).
  await insertMembers(
    ctx,
    gym,
    Array.from({ length: 120 }, (_, i) => ({
      first_name: `Bulk${i}`,
      last_name: "Person",
      phone: `90000${String(i).padStart(5, "0")}`,
    })),
  );
  await insertMembers(ctx, gym, [
    { first_name: "Aarav", last_name: "Sharma", username: "aarav.s", email: "aarav@mail.example", phone: "9811122233" },
    {
      first_name: "Priya",
      last_name: "Iyer",
      username: "priya_i",
      email: "priya@mail.example",
      renewal_date: addDays(today, -1),
    },
    { first_name: "Kavya", last_name: "Nair", username: "kavya_n", email: "kavya@mail.example", renewal_date: today },
    {
      first_name: "Rohan",
      last_name: "Das",
      username: "rohan_d",
      email: "rohan@mail.example",
      renewal_date: addDays(today, 1),
    },
    {
      first_name: "Diya",
      last_name: "Reddy",
      username: "diya_r",
      email: "diya@mail.example",
      renewal_date: addDays(today, 2),
    },
    { first_name: "Arjun", last_name: "Verma", username: "arjun_v", email: "arjun@mail.example", status: "SUSPENDED" },
    {
      first_name: "Meera",
      last_name: "Pillai",
      username: "meera_p",
      email: "meera@mail.example",
      status: "SUSPENDED",
      renewal_date: addDays(today, -10),
    },
    {
      first_name: "Vikram",
      last_name: "Singh",
      username: "vikram_s",
      email: "vikram@mail.example",
      status: "EXPIRED",
      renewal_date: addDays(today, 5),
    },
    { first_name: "Percent", last_name: "Sign", username: "100%_fit", email: "percent@mail.example" },
  ]);
  await insertMembers(ctx, other, [{ first_name: "Aarav", last_name: "Elsewhere", email: "aarav@other.example" }]);
});
afterAll(() => ctx.close());

const list = (query = "", g: TestGym = gym, path = "/api/members/members/") =>
  ctx.app.inject({ method: "GET", url: `${path}${query}`, headers: g.auth });
const byName = async (name: string) => (await list(`?search=${name}`)).json().results[0];

describe("GET /api/members/members/", () => {
  it("pages by 50 by default, newest first, with next/previous links", async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(129);
    expect(body.results).toHaveLength(50);
    expect(body.results[0].user.first_name).toBe("Percent");
    expect(body.previous).toBeNull();
    expect(new URL(body.next).searchParams.get("page")).toBe("2");
    expect(new URL(body.next).pathname).toBe("/api/members/members/");

    const last = (await list("?page=3")).json();
    expect(last.results).toHaveLength(29);
    expect(last.next).toBeNull();
    expect(new URL(last.previous).searchParams.get("page")).toBe("2");

    const ids = new Set<number>();
    for (const page of [1, 2, 3]) for (const m of (await list(`?page=${page}`)).json().results) ids.add(m.id);
    expect(ids.size).toBe(129);
  });

  it("keeps the other query parameters in the links but never the token", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/members/members/?page_size=10&search=bulk&token=${gym.token}&schema_name=${gym.schema}`,
    });
    expect(res.statusCode).toBe(200);
    const next = new URL(res.json().next);
    expect(next.pathname).toBe("/members/members/");
    expect(Object.fromEntries(next.searchParams)).toEqual({
      page: "2",
      page_size: "10",
      search: "bulk",
      schema_name: gym.schema,
    });
  });

  it("answers the same on /members/members/ and /api/members/members/", async () => {
    const a = (await list("?page_size=7")).json();
    const b = (await list("?page_size=7", gym, "/members/members/")).json();
    expect(b.results).toEqual(a.results);
    expect(b.stats).toEqual(a.stats);
  });

  it("limits page_size to 200 and refuses bad paging with 400", async () => {
    expect((await list("?page_size=200")).json().results).toHaveLength(129);
    for (const q of ["?page_size=201", "?page_size=0", "?page=0", "?page=abc", "?status=GONE"]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("answers an empty page past the end", async () => {
    const body = (await list("?page=9")).json();
    expect(body.results).toEqual([]);
    expect(body.next).toBeNull();
    expect(new URL(body.previous).searchParams.get("page")).toBe("3");
  });

  it("searches names, full name, username, email, phone and member code, ignoring case", async () => {
    const names = async (q: string) =>
      (await list(`?search=${encodeURIComponent(q)}`)).json().results.map((m: { full_name: string }) => m.full_name);
    expect(await names("aarav")).toEqual(["Aarav Sharma"]);
    expect(await names("SHARMA")).toEqual(["Aarav Sharma"]);
    expect(await names("aarav sha")).toEqual(["Aarav Sharma"]);
    expect(await names("priya_i")).toEqual(["Priya Iyer"]);
    expect(await names("kavya@mail")).toEqual(["Kavya Nair"]);
    expect(await names("98111222")).toEqual(["Aarav Sharma"]);
    const code = (await byName("rohan")).member_id;
    expect(await names(code.toLowerCase())).toEqual(["Rohan Das"]);
    expect(await names("100%")).toEqual(["Percent Sign"]);
    expect(await names("%")).toEqual(["Percent Sign"]);
    expect(await names("nobody-like-this")).toEqual([]);
    expect(await names("sharma\u0000")).toEqual(["Aarav Sharma"]);
    const bulk = (await list("?search=bulk1&page_size=5")).json();
    expect(bulk.count).toBe(31); // Bulk1, Bulk10-19, Bulk100-119
    expect(bulk.results).toHaveLength(5);
    expect(new URL(bulk.next).searchParams.get("search")).toBe("bulk1");
  });

  it("applies the expired override and the days-left texts at their boundaries", async () => {
    const priya = await byName("priya");
    expect(priya).toMatchObject({
      status: "ACTIVE",
      display_status: "EXPIRED",
      days_left: -1,
      days_left_text: "Expired 1 days ago",
    });
    expect(await byName("kavya")).toMatchObject({
      display_status: "ACTIVE",
      days_left: 0,
      days_left_text: "Expires today",
    });
    expect(await byName("rohan")).toMatchObject({ days_left: 1, days_left_text: "Expires tomorrow" });
    expect(await byName("diya")).toMatchObject({ days_left: 2, days_left_text: "2 days left" });
    expect(await byName("meera")).toMatchObject({
      status: "SUSPENDED",
      display_status: "EXPIRED",
      days_left: -10,
      days_left_text: "Expired 10 days ago",
    });
    expect(await byName("vikram")).toMatchObject({ status: "EXPIRED", display_status: "EXPIRED", days_left: 5 });
    expect(await byName("arjun")).toMatchObject({ status: "SUSPENDED", display_status: "SUSPENDED" });
  });

  it("answers every documented member field", async () => {
    const m = await byName("aarav");
    expect(m).toMatchObject({
      user: { first_name: "Aarav", last_name: "Sharma", username: "aarav.s", email: "aarav@mail.example" },
      full_name: "Aarav Sharma",
      phone: "9811122233",
      joining_date: today,
      join_date: today,
      renewal_date: addDays(today, 30),
      days_left: 30,
      days_left_text: "30 days left",
      profile_photo_url: null,
    });
    expect(m.member_id).toMatch(/^MEM\d{4}$/);
    expect(Number.isNaN(Date.parse(m.created_at))).toBe(false);
  });

  it("filters by display status and counts gym-wide stats that add up", async () => {
    const stats = (await list()).json().stats;
    expect(stats).toEqual({ total: 129, active: 125, expired: 3, suspended: 1 });
    const names = async (status: string) =>
      (await list(`?status=${status}&page_size=200`))
        .json()
        .results.map((m: { user: { first_name: string } }) => m.user.first_name);
    expect((await names("EXPIRED")).sort()).toEqual(["Meera", "Priya", "Vikram"]);
    expect((await names("suspended")).sort()).toEqual(["Arjun"]);
    const active = await names("ACTIVE");
    expect(active).toHaveLength(125);
    expect(active).not.toContain("Priya");
    expect((await list("?status=EXPIRED")).json().count).toBe(3);
    const searched = (await list("?status=EXPIRED&search=iyer")).json();
    expect(searched.count).toBe(1);
    expect(searched.stats).toEqual(stats);
  });

  it("counts archived members apart from the stats, in the list and in the archive", async () => {
    const archive = await createGym(ctx, "listarchived");
    await insertMembers(ctx, archive, [
      { first_name: "Stays", last_name: "Active" },
      { first_name: "Stays", last_name: "Suspended", status: "SUSPENDED" },
      { first_name: "Gone", last_name: "Once" },
      { first_name: "Gone", last_name: "Twice", status: "SUSPENDED" },
    ]);
    await ctx.db.pool.query(
      `UPDATE ${qualified(archive.schema, "members")} SET archived_at = $1 WHERE first_name = 'Gone'`,
      ["2026-12-01T06:00:00Z"],
    );
    const page = (await list("", archive)).json();
    expect(page).toMatchObject({ count: 2, archived_count: 2 });
    expect(page.stats).toEqual({ total: 2, active: 1, expired: 0, suspended: 1 });
    const archived = (await list("?archived=true", archive)).json();
    expect(archived).toMatchObject({ count: 2, archived_count: 2 });
    expect(archived.stats).toEqual(page.stats);
    // Another gym's archive is its own.
    expect((await list("", gym)).json().archived_count).toBe(0);
  });

  it("shows only the signed-in gym's members", async () => {
    const body = (await list("", other)).json();
    expect(body.count).toBe(1);
    expect(body.results[0].user.last_name).toBe("Elsewhere");
    expect((await list(`?schema_name=${gym.schema}`, other)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/members/members/" })).json().error).toBe(
      "No authentication token found",
    );
  });

  it("searches through the trigram index (the query's expression matches the index's)", async () => {
    const index = await ctx.db.pool.query(
      "SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND indexname = 'members_search_idx'",
      [gym.schema],
    );
    expect(index.rows[0]?.indexdef).toMatch(/gin_trgm_ops/);
    const client = await ctx.db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL enable_seqscan = off");
      const plan = await client.query(
        `EXPLAIN SELECT id FROM ${qualified(gym.schema, "members")} WHERE ${SEARCH_TEXT} LIKE $1`,
        [likePattern("sharma")],
      );
      expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("members_search_idx");
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});

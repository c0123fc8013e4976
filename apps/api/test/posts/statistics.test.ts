import { addDaysTo, POST_TIMEFRAME_INVALID, POST_TYPES } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodStart } from "../../src/modules/posts/statistics/period.ts";
import { WRONG_GYM } from "../../src/plugins/auth.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { makePost, makePostCategory, STATISTICS, setPostColumns } from "../support/posts.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;

/** Noon of a calendar day in the gym's zone (Asia/Kolkata, +05:30), as an instant. */
const noonOf = (day: string) => `${day}T06:30:00Z`;

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_sta");
  today = gymToday(ctx);
  const challenge = await makePostCategory(ctx, gym, { post_type: "challenge" });
  const event = await makePostCategory(ctx, gym, { post_type: "event" });
  // [type, status, featured, views, likes, shares, created on]
  const rows: [number | null, string, boolean, number, number, number, string][] = [
    [challenge.id, "published", true, 100, 10, 5, today],
    [challenge.id, "draft", false, 0, 0, 0, today],
    [event.id, "published", false, 300, 3, 2, addDaysTo(today, -3)],
    [event.id, "archived", true, 50, 0, 0, addDaysTo(today, -40)],
    [null, "published", false, 10, 1, 0, addDaysTo(today, -400)],
  ];
  for (const [category, status, featured, views, likes, shares, day] of rows) {
    const post = await makePost(ctx, gym, {
      ...(category ? { category: String(category) } : {}),
      status,
      is_featured: String(featured),
    });
    await setPostColumns(
      ctx,
      gym,
      post.id,
      "view_count = $2, like_count = $3, share_count = $4, created_at = $5::timestamptz, updated_at = $5::timestamptz",
      views,
      likes,
      shares,
      noonOf(day),
    );
  }
});
afterAll(() => ctx.close());

const stats = async (query = "", headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({
    method: "GET",
    url: `${STATISTICS}${query}`,
    headers: { ...gym.auth, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET /api/gym-posts/statistics/", () => {
  it("answers success, data and message; timeframe omitted means all", async () => {
    const body = await stats();
    expect(body).toMatchObject({ success: true, message: "Statistics retrieved successfully" });
    expect(body.data).toMatchObject({
      timeframe: "all",
      period_start: null,
      period_end: today,
      overview: {
        total_posts: 5,
        total_views: 460,
        total_likes: 14,
        total_shares: 7,
        published_posts: 3,
        featured_posts: 2,
      },
    });
  });

  it("breaks down by every type and every status (posts without a category have no type)", async () => {
    const { data } = await stats("?timeframe=all");
    expect(data.typeBreakdown.map((t: { post_type: string }) => t.post_type)).toEqual([...POST_TYPES]);
    const byType = Object.fromEntries(data.typeBreakdown.map((t: { post_type: string }) => [t.post_type, t]));
    expect(byType.challenge).toMatchObject({ label: "Fitness Challenge", count: 2, views: 100, likes: 10, shares: 5 });
    expect(byType.event).toMatchObject({ count: 2, views: 350, likes: 3, shares: 2 });
    expect(byType.poster).toMatchObject({ count: 0, views: 0 });
    expect(data.statusBreakdown).toEqual([
      { status: "draft", label: "Draft", count: 1 },
      { status: "published", label: "Published", count: 3 },
      { status: "scheduled", label: "Scheduled", count: 0 },
      { status: "expired", label: "Expired", count: 0 },
      { status: "archived", label: "Archived", count: 1 },
    ]);
  });

  it("computes the performance metrics as decision 0145 defines them", async () => {
    const { data } = await stats();
    // (14 likes + 7 shares) / 460 views = 4.565...% → 4.6; 460 / 5 = 92; first post 400 days ago → 401 days.
    expect(data.performanceMetrics).toEqual({
      engagement_rate: 4.6,
      average_views: 92,
      top_performing_type: "event",
      publishing_frequency: Math.round((5 / (401 / 7)) * 10) / 10,
    });
  });

  it.each([
    ["today", 2, 100],
    ["week", 3, 400],
    ["month", null, null],
    ["quarter", null, null],
    ["year", null, null],
  ])("counts only posts created in the timeframe: %s", async (timeframe, posts, views) => {
    const { data } = await stats(`?timeframe=${timeframe}`);
    expect(data.period_start).toBe(periodStart(timeframe as "today", today));
    if (posts !== null) expect(data.overview).toMatchObject({ total_posts: posts, total_views: views });
    const start = data.period_start as string;
    const expected = [today, addDaysTo(today, -3), addDaysTo(today, -40), addDaysTo(today, -400)].filter(
      (day) => day >= start,
    );
    const perDay = { [today]: 2, [addDaysTo(today, -3)]: 1, [addDaysTo(today, -40)]: 1, [addDaysTo(today, -400)]: 1 };
    expect(data.overview.total_posts).toBe(expected.reduce((n, day) => n + (perDay[day] ?? 0), 0));
  });

  it("publishing frequency: a period shorter than a week counts as one week", async () => {
    const { data } = await stats("?timeframe=today");
    expect(data.performanceMetrics.publishing_frequency).toBe(2);
    expect(data.performanceMetrics.engagement_rate).toBe(15);
    expect(data.performanceMetrics.top_performing_type).toBe("challenge");
  });

  it("lists recent activity newest first with its action", async () => {
    const { data } = await stats();
    expect(data.recentActivity).toHaveLength(5);
    const first = data.recentActivity[0];
    expect(first).toMatchObject({ post_type: "challenge", action: "created", views: expect.any(Number) });
    const times = data.recentActivity.map((a: { created_at: string }) => a.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers zeros and no top type for a gym without posts", async () => {
    const empty = await createGym(ctx, "pst_sta_e");
    const res = await call(ctx, empty, "GET", STATISTICS);
    expect(res.json().data).toMatchObject({
      overview: { total_posts: 0, total_views: 0 },
      performanceMetrics: { engagement_rate: 0, average_views: 0, top_performing_type: null, publishing_frequency: 0 },
      recentActivity: [],
    });
  });

  it("accepts the documented client's bearer header with a schema-name header, and refuses another gym's", async () => {
    for (const header of ["x-schema-name", "schema-name", "schema_name"]) {
      const ok = await stats("?timeframe=week", { [header]: gym.schema });
      expect(ok.success, header).toBe(true);
    }
    const other = await createGym(ctx, "pst_sta_o");
    const res = await ctx.app.inject({
      method: "GET",
      url: STATISTICS,
      headers: { ...gym.auth, "x-schema-name": other.schema },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(WRONG_GYM);
  });

  it("refuses an unknown timeframe with a 400", async () => {
    const res = await call(ctx, gym, "GET", `${STATISTICS}?timeframe=decade`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(POST_TIMEFRAME_INVALID);
  });
});

describe("statistics periods (decision 0145)", () => {
  it.each([
    ["today", "2026-05-17", "2026-05-17"],
    ["week", "2026-05-17", "2026-05-11"],
    ["month", "2026-05-17", "2026-05-01"],
    ["quarter", "2026-05-17", "2026-04-01"],
    ["quarter", "2026-03-31", "2026-01-01"],
    ["quarter", "2026-12-01", "2026-10-01"],
    ["year", "2026-05-17", "2026-01-01"],
    ["all", "2026-05-17", null],
  ] as const)("%s on %s starts %s", (timeframe, day, start) => {
    expect(periodStart(timeframe, day)).toBe(start);
  });
});

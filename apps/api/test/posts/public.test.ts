import { GYM_PAGE_NOT_FOUND, PUBLIC_GYM_PAGE_MAX_AGE, PUBLIC_POST_NOT_FOUND, publicPost } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { liveWhere } from "../../src/modules/posts/live.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { makePost, makePostCategory, POSTS, postCategoryPath, visitor } from "../support/posts.ts";

/** The posts of the public gym page (decisions 0143, 0144): only live posts, nothing private, counted fairly. */
let ctx: TestContext;
let gym: TestGym;
type LiveKey = "plain" | "pinned" | "featured" | "challenge" | "scheduledDue" | "expiresLater";
type HiddenKey =
  | "draft"
  | "archived"
  | "expiredStatus"
  | "inactive"
  | "scheduledFuture"
  | "scheduledNoDate"
  | "publishFuture"
  | "expired"
  | "inactiveCategory";
const live = {} as Record<LiveKey, number>;
const hidden = {} as Record<HiddenKey, number>;

const inHours = (h: number) => new Date(ctx.clock.now().getTime() + h * 3_600_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_pub");
  const active = await makePostCategory(ctx, gym, { name: "Challenges", post_type: "challenge" });
  const inactive = await makePostCategory(ctx, gym, { name: "Old ads", post_type: "advertisement", is_active: false });
  const make = async (title: string, parts: Record<string, string> = {}) =>
    (await makePost(ctx, gym, { title, ...parts })).id;
  live.plain = await make("Plain published");
  live.pinned = await make("Pinned", { is_pinned: "true" });
  live.featured = await make("Featured", { is_featured: "true" });
  live.challenge = await make("Plank challenge", {
    category: String(active.id),
    start_date: "2026-12-01T06:00",
    end_date: "2026-12-30T21:00",
    registration_deadline: "2026-11-30T23:59",
    entry_fee: "499",
    prize_details: "Free month",
    meta_title: "secret SEO title",
  });
  live.scheduledDue = await make("Scheduled and due", { status: "scheduled", publish_at: inHours(-1) });
  live.expiresLater = await make("Expires later", { expire_at: inHours(5) });
  hidden.draft = await make("Draft", { status: "draft" });
  hidden.archived = await make("Archived", { status: "archived" });
  hidden.expiredStatus = await make("Expired status", { status: "expired" });
  hidden.inactive = await make("Inactive", { is_active: "false" });
  hidden.scheduledFuture = await make("Scheduled in future", { status: "scheduled", publish_at: inHours(2) });
  hidden.scheduledNoDate = await make("Scheduled without a date", { status: "scheduled" });
  hidden.publishFuture = await make("Published but publish_at ahead", { publish_at: inHours(3) });
  hidden.expired = await make("Past expire_at", { publish_at: inHours(-5), expire_at: inHours(-1) });
  hidden.inactiveCategory = await make("In an inactive category", { category: String(inactive.id) });
});
afterAll(() => ctx.close());

const listed = async () => {
  const res = await visitor(ctx, gym.schema, "198.51.100.1").list();
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET /api/public/gyms/{schema_name}/posts/", () => {
  it("shows exactly the live posts, pinned then featured first, without a token, cacheable", async () => {
    const res = await visitor(ctx, gym.schema, "198.51.100.2").list();
    expect(res.headers["cache-control"]).toBe(`public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
    const body = res.json();
    const ids = body.posts.map((p: { id: number }) => p.id);
    expect(new Set(ids)).toEqual(new Set(Object.values(live)));
    expect(ids.slice(0, 2)).toEqual([live.pinned, live.featured]);
    expect(body).toMatchObject({ success: true, count: Object.keys(live).length, page: 1, page_size: 12 });
    for (const id of Object.values(hidden)) expect(ids).not.toContain(id);
  });

  it("answers only the public fields: no status, SEO, order or internal flags", async () => {
    const body = await listed();
    const challenge = body.posts.find((p: { id: number }) => p.id === live.challenge);
    expect(Object.keys(challenge).sort()).toEqual(Object.keys(publicPost.shape).sort());
    expect(JSON.stringify(body)).not.toContain("secret SEO title");
    expect(challenge).toMatchObject({
      category_type: "challenge",
      is_challenge: true,
      entry_fee: 499,
      prize_details: "Free month",
      start_date: "2026-12-01T00:30:00.000Z",
      registration_deadline: "2026-11-30T18:29:00.000Z",
    });
  });

  it("hides a post the moment it is deactivated, and its category's deactivation hides it too", async () => {
    const category = await makePostCategory(ctx, gym, { name: "Soon hidden" });
    const post = await makePost(ctx, gym, { title: "Visible for now", category: String(category.id) });
    const idsNow = async () => (await listed()).posts.map((p: { id: number }) => p.id);
    expect(await idsNow()).toContain(post.id);
    await call(ctx, gym, "PATCH", postCategoryPath(category.id, "update"), { is_active: false });
    expect(await idsNow()).not.toContain(post.id);
  });

  it("agrees with the dashboard's is_live flag and the SQL rule", async () => {
    const res = await call(ctx, gym, "GET", `${POSTS}?page_size=100`);
    const flagged = res
      .json()
      .posts.filter((p: { is_live: boolean }) => p.is_live)
      .map((p: { id: number }) => p.id);
    const viaPrisma = await ctx.db.tenants
      .get(gym.schema)
      .post.findMany({ where: liveWhere(ctx.clock.now()), select: { id: true } });
    const publicIds = (await listed()).posts.map((p: { id: number }) => p.id);
    expect(new Set(flagged)).toEqual(new Set(viaPrisma.map((r) => r.id)));
    expect(new Set(publicIds)).toEqual(new Set(flagged));
  });

  it("pages 12 at a time and refuses a page of 0; an unknown gym is the page's one 404", async () => {
    expect((await visitor(ctx, gym.schema).list("?page=2")).json()).toMatchObject({ page: 2, posts: [] });
    expect((await visitor(ctx, gym.schema).list("?page=0")).statusCode).toBe(400);
    const unknown = await visitor(ctx, "pst_nobody_here").list();
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(GYM_PAGE_NOT_FOUND);
  });
});

const counts = async (id: number) => {
  const res = await ctx.db.pool.query(
    `SELECT view_count, like_count, share_count FROM ${qualified(gym.schema, "posts")} WHERE id = $1`,
    [id],
  );
  return res.rows[0] as { view_count: number; like_count: number; share_count: number };
};

describe("POST /api/public/gyms/{schema_name}/posts/views/", () => {
  it("counts a visitor's view once per window: a reload does not count again; another visitor does", async () => {
    const id = (await makePost(ctx, gym, { title: "Counted" })).id;
    const phone = visitor(ctx, gym.schema, "198.51.100.20");
    const first = await phone.view([id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json()).toEqual({ success: true, counted: [id] });
    expect((await phone.view([id])).json().counted).toEqual([]);
    expect((await counts(id)).view_count).toBe(1);
    await visitor(ctx, gym.schema, "198.51.100.21").view([id]);
    await visitor(ctx, gym.schema, "198.51.100.20", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1").view([id]);
    expect((await counts(id)).view_count).toBe(3);
  });

  it("counts again once the window (30 minutes) has passed, and keeps no address", async () => {
    const id = (await makePost(ctx, gym, { title: "Window" })).id;
    const phone = visitor(ctx, gym.schema, "198.51.100.30");
    await phone.view([id]);
    const visits = qualified(gym.schema, "post_visits");
    const stored = await ctx.db.pool.query(`SELECT visitor FROM ${visits} WHERE post_id = $1`, [id]);
    expect(stored.rows[0].visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain("198.51.100.30");
    // The window is measured on the product's clock (decision 0196), not the database's.
    const ago = (minutes: number) => new Date(ctx.clock.now().getTime() - minutes * 60_000);
    await ctx.db.pool.query(`UPDATE ${visits} SET counted_at = $2 WHERE post_id = $1`, [id, ago(29)]);
    expect((await phone.view([id])).json().counted).toEqual([]);
    await ctx.db.pool.query(`UPDATE ${visits} SET counted_at = $2 WHERE post_id = $1`, [id, ago(31)]);
    expect((await phone.view([id])).json().counted).toEqual([id]);
    expect((await counts(id)).view_count).toBe(2);
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["WhatsApp's link preview", "WhatsApp/2.23.20.0 A"],
    ["Facebook's crawler", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36"],
    ["Lighthouse", "Mozilla/5.0 (Linux; Android 11) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse"],
    ["curl", "curl/8.5.0"],
    ["no user agent", null],
  ])("does not count %s", async (_who, userAgent) => {
    const id = (await makePost(ctx, gym, { title: "Bots" })).id;
    const bot = visitor(ctx, gym.schema, "198.51.100.40", userAgent);
    expect((await bot.view([id])).json()).toEqual({ success: true, counted: [] });
    expect((await bot.act(id, "like")).json()).toMatchObject({ counted: false, like_count: 0 });
    expect(await counts(id)).toEqual({ view_count: 0, like_count: 0, share_count: 0 });
  });

  it("counts only live posts of this gym: hidden ids and another gym's ids are ignored", async () => {
    const other = await createGym(ctx, "pst_pub_o");
    const theirs = (await makePost(ctx, other, { title: "Theirs" })).id;
    const res = await visitor(ctx, gym.schema, "198.51.100.50").view([hidden.draft, hidden.scheduledFuture, 999_999]);
    expect(res.json().counted).toEqual([]);
    expect((await counts(hidden.draft)).view_count).toBe(0);
    await visitor(ctx, gym.schema, "198.51.100.50").view([theirs]);
    const theirCount = await ctx.db.pool.query(
      `SELECT view_count FROM ${qualified(other.schema, "posts")} WHERE id = $1`,
      [theirs],
    );
    expect(theirCount.rows[0].view_count).toBe(0);
  });

  it("counts each view exactly once when the same visitor's requests race", async () => {
    const id = (await makePost(ctx, gym, { title: "Race" })).id;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => visitor(ctx, gym.schema, "198.51.100.60").view([id, live.plain])),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().counted.includes(id))).toHaveLength(1);
    expect((await counts(id)).view_count).toBe(1);
  });

  it.each([
    ["an empty list", []],
    ["25 ids", Array.from({ length: 25 }, (_, i) => i + 1)],
    ["a text", "1,2"],
    ["an id out of range", [2 ** 31]],
    ["a negative id", [-1]],
  ])("refuses %s with a 400", async (_what, ids) => {
    const res = await visitor(ctx, gym.schema, "198.51.100.70").view(ids);
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe("POST .../posts/{id}/like/ and .../share/", () => {
  it("counts a like and a share once a day per visitor and answers the counters", async () => {
    const id = (await makePost(ctx, gym, { title: "Likeable" })).id;
    const phone = visitor(ctx, gym.schema, "198.51.100.80");
    expect((await phone.act(id, "like")).json()).toEqual({
      success: true,
      counted: true,
      like_count: 1,
      share_count: 0,
    });
    expect((await phone.act(id, "like")).json()).toEqual({
      success: true,
      counted: false,
      like_count: 1,
      share_count: 0,
    });
    expect((await phone.act(id, "share")).json()).toMatchObject({ counted: true, share_count: 1 });
    expect((await visitor(ctx, gym.schema, "198.51.100.81").act(id, "like")).json().like_count).toBe(2);
    expect(await counts(id)).toEqual({ view_count: 0, like_count: 2, share_count: 1 });
  });

  it("answers 404 for a post that is not on the page, and for an unknown gym", async () => {
    const res = await visitor(ctx, gym.schema, "198.51.100.82").act(hidden.draft, "like");
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PUBLIC_POST_NOT_FOUND);
    expect((await counts(hidden.draft)).like_count).toBe(0);
    expect((await visitor(ctx, "pst_nobody", "198.51.100.82").act(1, "share")).statusCode).toBe(404);
  });

  it("limits a flood from one address with 429 while other addresses still count", async () => {
    const id = (await makePost(ctx, gym, { title: "Flooded" })).id;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await visitor(ctx, gym.schema, "203.0.113.99", `${"Mozilla/5.0 flood "}${i}`).act(id, "like")).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await counts(id)).like_count).toBe(30);
    expect((await visitor(ctx, gym.schema, "203.0.113.100").act(id, "like")).json().counted).toBe(true);
  });
});

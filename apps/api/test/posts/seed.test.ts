import { existsSync } from "node:fs";
import { POST_TYPES } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoPosts } from "../../src/modules/posts/seed.ts";
import { DEMO_POSTS } from "../../src/modules/posts/seed-data.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { mediaPath } from "../support/media.ts";
import { POST_CATEGORIES, POSTS, STATISTICS, visitor } from "../support/posts.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_seed");
  expect(await seedDemoPosts(gymSeedContext(ctx, gym.schema))).toBe(DEMO_POSTS.length);
});
afterAll(() => ctx.close());

type Listed = {
  id: number;
  title: string;
  status: string;
  is_live: boolean;
  category_type: string;
  all_images: string[];
};

describe("the demo gym's posts", () => {
  it("has a category of every type and over a dozen posts across them, each with a picture on disk", async () => {
    const categories = (await call(ctx, gym, "GET", POST_CATEGORIES)).json().categories;
    expect(new Set(categories.map((c: { post_type: string }) => c.post_type))).toEqual(new Set(POST_TYPES));
    const posts = (await call(ctx, gym, "GET", `${POSTS}?page_size=100`)).json().posts as Listed[];
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((p) => p.category_type))).toEqual(new Set(POST_TYPES));
    for (const post of posts) expect(existsSync(mediaPath(ctx, post.all_images[0]!))).toBe(true);
  });

  it("has scheduled, expired, draft and archived posts that the public page does not show", async () => {
    const posts = (await call(ctx, gym, "GET", `${POSTS}?page_size=100`)).json().posts as Listed[];
    const statuses = new Set(posts.map((p) => p.status));
    for (const status of ["published", "scheduled", "expired", "draft", "archived"]) expect(statuses).toContain(status);
    const hidden = posts.filter((p) => !p.is_live);
    expect(hidden.map((p) => p.title)).toContain("Diwali Offer: 3 Months for ₹4,999");
    const publicPage = (await visitor(ctx, gym.schema).list()).json();
    expect(publicPage.count).toBe(posts.length - hidden.length);
    expect(publicPage.posts[0].title).toBe("Summer Shred: 6-Week Transformation");
    for (const p of hidden) expect(publicPage.posts.map((x: Listed) => x.id)).not.toContain(p.id);
  });

  it("gives the statistics screen real figures", async () => {
    const { data } = (await call(ctx, gym, "GET", STATISTICS)).json();
    expect(data.overview.total_posts).toBe(DEMO_POSTS.length);
    expect(data.overview.total_views).toBeGreaterThan(5000);
    expect(data.performanceMetrics.engagement_rate).toBeGreaterThan(0);
    expect(data.recentActivity.length).toBe(10);
  });
});

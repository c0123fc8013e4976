import { POST_ORDERING_INVALID, POST_ORDERINGS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { makePost, makePostCategory, POSTS, setPostColumns } from "../support/posts.ts";

let ctx: TestContext;
let gym: TestGym;
type Listed = { id: number; title: string };
const ids: Record<string, number> = {};
let challenges = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_lst");
  const challenge = await makePostCategory(ctx, gym, { name: "Challenges", post_type: "challenge" });
  const ad = await makePostCategory(ctx, gym, { name: "Ads", post_type: "advertisement" });
  challenges = challenge.id;
  const rows: [string, Record<string, string>, [number, number, number], number][] = [
    ["Banana 5K run", { category: String(challenge.id), priority: "low", tags: "running" }, [10, 1, 9], 5],
    ["Apple cider promo", { category: String(ad.id), priority: "urgent", is_featured: "true" }, [30, 3, 1], 4],
    ["Cherry yoga", { status: "draft", priority: "high", description: "50% off_yoga" }, [20, 9, 0], 3],
    ["Date night spin", { is_active: "false", priority: "medium" }, [0, 0, 5], 2],
    ["Elderberry squat", { category: String(challenge.id), priority: "urgent" }, [5, 5, 5], 1],
  ];
  for (const [title, parts, [views, likes, shares], daysAgo] of rows) {
    const post = await makePost(ctx, gym, { title, ...parts });
    ids[title] = post.id;
    await setPostColumns(
      ctx,
      gym,
      post.id,
      // Days back from the product's clock (decision 0196), not the database's.
      `view_count = $2, like_count = $3, share_count = $4, created_at = $6::timestamptz - make_interval(days => $5)`,
      views,
      likes,
      shares,
      daysAgo,
      ctx.clock.now(),
    );
  }
});
afterAll(() => ctx.close());

const titles = async (query: string) => {
  const res = await call(ctx, gym, "GET", `${POSTS}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().posts as Listed[]).map((p) => p.title.split(" ")[0]);
};

describe("GET /api/gym-posts/posts/ orderings (part 2 §2), in SQL", () => {
  it.each([
    ["", ["Elderberry", "Date", "Cherry", "Apple", "Banana"]],
    ["?ordering=-created_at", ["Elderberry", "Date", "Cherry", "Apple", "Banana"]],
    ["?ordering=created_at", ["Banana", "Apple", "Cherry", "Date", "Elderberry"]],
    ["?ordering=title", ["Apple", "Banana", "Cherry", "Date", "Elderberry"]],
    ["?ordering=-title", ["Elderberry", "Date", "Cherry", "Banana", "Apple"]],
    ["?ordering=-view_count", ["Apple", "Cherry", "Banana", "Elderberry", "Date"]],
    ["?ordering=-like_count", ["Cherry", "Elderberry", "Apple", "Banana", "Date"]],
    ["?ordering=-share_count", ["Banana", "Elderberry", "Date", "Apple", "Cherry"]],
    ["?ordering=-priority", ["Elderberry", "Apple", "Cherry", "Date", "Banana"]],
  ])("%s", async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it("covers every ordering of the contract, and refuses another", async () => {
    expect(POST_ORDERINGS).toHaveLength(8);
    const res = await call(ctx, gym, "GET", `${POSTS}?ordering=-id`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(POST_ORDERING_INVALID);
  });
});

describe("GET /api/gym-posts/posts/ filters", () => {
  it.each([
    ["?search=YOGA", ["Cherry"]],
    ["?search=running", ["Banana"]],
    ["?search=50%25", ["Cherry"]],
    ["?search=_", ["Cherry"]],
    ["?search=%25%25%25", []],
    ["?status=draft", ["Cherry"]],
    ["?priority=urgent", ["Elderberry", "Apple"]],
    ["?post_type=challenge", ["Elderberry", "Banana"]],
    ["?post_type=advertisement", ["Apple"]],
    ["?is_featured=true", ["Apple"]],
    ["?is_active=false", ["Date"]],
    ["?is_active=true&priority=urgent&post_type=challenge", ["Elderberry"]],
    ["?search=&status=&priority=", ["Elderberry", "Date", "Cherry", "Apple", "Banana"]],
  ])("%s", async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it("filters by category id", async () => {
    expect(await titles(`?category=${challenges}`)).toEqual(["Elderberry", "Banana"]);
  });

  it("pages in SQL with count, page and page_size; pages never overlap", async () => {
    const first = await call(ctx, gym, "GET", `${POSTS}?page_size=2&ordering=title`);
    const second = await call(ctx, gym, "GET", `${POSTS}?page_size=2&page=2&ordering=title`);
    expect(first.json()).toMatchObject({ count: 5, page: 1, page_size: 2 });
    expect(first.json().posts.map((p: Listed) => p.id)).toEqual([ids["Apple cider promo"], ids["Banana 5K run"]]);
    expect(second.json().posts.map((p: Listed) => p.id)).toEqual([ids["Cherry yoga"], ids["Date night spin"]]);
    expect((await call(ctx, gym, "GET", `${POSTS}?page_size=101`)).statusCode).toBe(400);
  });

  it("refuses values that are not filters with a 400, never a 500", async () => {
    for (const query of [
      "?status=live",
      "?priority=9",
      "?post_type=blog",
      "?category=abc",
      "?page=0",
      "?is_featured=maybe",
    ]) {
      const res = await call(ctx, gym, "GET", `${POSTS}${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

import { expect } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { form, type Part } from "./multipart.ts";

export const POST_CATEGORIES = "/api/gym-posts/categories/";
export const CREATE_POST_CATEGORY = "/api/gym-posts/categories/create/";
export const postCategoryPath = (id: number | string, action: "update" | "delete") =>
  `/api/gym-posts/categories/${id}/${action}/`;
export const POSTS = "/api/gym-posts/posts/";
export const CREATE_POST = "/api/gym-posts/posts/create/";
export const postPath = (id: number | string, action?: "update" | "delete") =>
  action ? `/api/gym-posts/posts/${id}/${action}/` : `/api/gym-posts/posts/${id}/`;
export const STATISTICS = "/api/gym-posts/statistics/";
export const publicPostsPath = (schema: string) => `/api/public/gyms/${schema}/posts/`;
export const publicViewsPath = (schema: string) => `/api/public/gyms/${schema}/posts/views/`;
export const publicActionPath = (schema: string, id: number, action: "like" | "share") =>
  `/api/public/gyms/${schema}/posts/${id}/${action}/`;

/** A phone's browser, as the public page's visitors send it. */
export const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let counter = 0;

export interface TestPostCategory {
  id: number;
  name: string;
  post_type: string;
  icon: string;
  color: string;
  posts_count: number;
  active_posts_count: number;
}

export async function makePostCategory(
  ctx: TestContext,
  gym: TestGym,
  extra: Record<string, unknown> = {},
): Promise<TestPostCategory> {
  const res = await call(ctx, gym, "POST", CREATE_POST_CATEGORY, { name: `Category ${++counter}`, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().category;
}

/** A post made through the multipart create call; text fields as strings. */
export async function makePost(ctx: TestContext, gym: TestGym, parts: Record<string, Part> = {}) {
  const res = await call(ctx, gym, "POST", CREATE_POST, form({ title: `Post ${++counter}`, ...parts }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().post as { id: number; title: string } & Record<string, unknown>;
}

/** Sets columns straight in the gym's table (timestamps the API never lets a client choose). */
export async function setPostColumns(ctx: TestContext, gym: TestGym, id: number, sql: string, ...params: unknown[]) {
  await ctx.db.pool.query(`UPDATE ${qualified(gym.schema, "posts")} SET ${sql} WHERE id = $1`, [id, ...params]);
}

export async function countPosts(ctx: TestContext, gym: TestGym, table = "posts"): Promise<number> {
  const res = await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(gym.schema, table)}`);
  return res.rows[0].n;
}

/** A visitor's calls to the public page: no token, an address and a user agent of their own. */
export function visitor(
  ctx: TestContext,
  schema: string,
  address = "198.51.100.10",
  userAgent: string | null = PHONE_UA,
) {
  // inject() would send its own user agent when none is given: "no user agent" is an empty one.
  const headers = { "user-agent": userAgent ?? "" };
  return {
    list: (query = "") =>
      ctx.app.inject({ method: "GET", url: `${publicPostsPath(schema)}${query}`, headers, remoteAddress: address }),
    view: (postIds: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: publicViewsPath(schema),
        headers,
        remoteAddress: address,
        payload: { post_ids: postIds },
      }),
    act: (id: number, action: "like" | "share") =>
      ctx.app.inject({ method: "POST", url: publicActionPath(schema, id, action), headers, remoteAddress: address }),
  };
}

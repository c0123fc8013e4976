import { expect } from "vitest";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { makeMember } from "./trainers.ts";

// A member's private page and the forms on it (decisions 0340-0345): what test/member-page/*.test.ts share.

/** The path (`/m/<schema>/<token>`) of a new link to member `id`'s page. */
export async function memberLinkPath(ctx: TestContext, gym: TestGym, id: number): Promise<string> {
  const res = await call(ctx, gym, "POST", `/api/members/members/${id}/member-link/`, {});
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().link.url).pathname;
}

/** A new member and the path of their page. */
export async function memberWithLink(ctx: TestContext, gym: TestGym, name = "Meera") {
  const id = await makeMember(ctx, gym, name);
  return { id, path: await memberLinkPath(ctx, gym, id) };
}

/** The headers of a browser's post from a page of the same origin. */
export const SAME_SITE = { host: "gym.local", origin: "http://gym.local", "sec-fetch-site": "same-origin" };

/** A browser's form post from the member's own page. */
export const sendForm = (
  ctx: TestContext,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = SAME_SITE,
) =>
  ctx.app.inject({
    method: "POST",
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    remoteAddress: "198.51.100.9",
  });

/** The page at `path`, as the member's browser opens it. */
export const openPage = (ctx: TestContext, path: string) =>
  ctx.app.inject({ method: "GET", url: path, remoteAddress: "198.51.100.9" });

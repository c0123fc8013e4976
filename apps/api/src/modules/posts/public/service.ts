import {
  type PostAction,
  PUBLIC_POST_NOT_FOUND,
  PUBLIC_POSTS_PAGE_SIZE,
  type PublicPostActionResponse,
  type PublicPostsResponse,
} from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toPublicPost } from "./present.ts";
import { publicPostsRepository } from "./repository.ts";
import { isBot, visitorHash, visitorKey } from "./visitor.ts";

/** Who is counting: the request's address and user agent, and the server's secret (never stored). */
export interface Visit {
  address: string;
  userAgent: string | undefined;
  secret: string;
}

/** About one counting call in this many also purges visits older than a day (cheap: an indexed range). */
const PURGE_EVERY = 100;

export async function publicPosts(ctx: AreaContext, page: number): Promise<Omit<PublicPostsResponse, "success">> {
  const now = ctx.now();
  const { count, rows } = await publicPostsRepository(ctx).page(page, PUBLIC_POSTS_PAGE_SIZE);
  return { count, page, page_size: PUBLIC_POSTS_PAGE_SIZE, posts: rows.map((row) => toPublicPost(row, now)) };
}

function visitor(ctx: AreaContext, visit: Visit): string | null {
  if (isBot(visit.userAgent)) return null;
  return visitorHash(visitorKey(visit.secret), {
    address: visit.address,
    userAgent: visit.userAgent ?? "",
    schema: ctx.schema,
    day: ctx.today(),
  });
}

async function maybePurge(ctx: AreaContext): Promise<void> {
  if (Math.random() * PURGE_EVERY < 1) await publicPostsRepository(ctx).purge();
}

/** The posts a visitor has seen: each counts once per visitor and window; bots count nothing. */
export async function countViews(ctx: AreaContext, visit: Visit, postIds: number[]): Promise<number[]> {
  const who = visitor(ctx, visit);
  if (!who) return [];
  const counted = await publicPostsRepository(ctx).count("view", postIds, who);
  await maybePurge(ctx);
  return counted.map((row) => row.id).sort((a, b) => a - b);
}

/** A like or a share of one live post (404 for any other): once per visitor and day. */
export async function countAction(
  ctx: AreaContext,
  visit: Visit,
  id: number,
  action: Exclude<PostAction, "view">,
): Promise<Omit<PublicPostActionResponse, "success">> {
  const repo = publicPostsRepository(ctx);
  const who = visitor(ctx, visit);
  const [hit] = who ? await repo.count(action, [id], who) : [];
  if (hit) {
    await maybePurge(ctx);
    return { counted: true, like_count: hit.like_count, share_count: hit.share_count };
  }
  const counters = await repo.counters(id);
  if (!counters) throw notFound(PUBLIC_POST_NOT_FOUND);
  return { counted: false, ...counters };
}

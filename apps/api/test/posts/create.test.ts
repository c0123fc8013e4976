import { existsSync } from "node:fs";
import {
  POST_DATE_TIME_INVALID,
  POST_DEADLINE_AFTER_END,
  POST_DISCOUNT_INVALID,
  POST_END_BEFORE_START,
  POST_ENTRY_FEE_INVALID,
  POST_EXPIRE_BEFORE_PUBLISH,
  POST_MAX_PARTICIPANTS_INVALID,
  POST_PRIORITY_INVALID,
  POST_STATUS_INVALID,
  POST_TITLE_REQUIRED,
  POST_URL_INVALID,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { file, form, png } from "../support/multipart.ts";
import { CREATE_POST, countPosts, makePostCategory } from "../support/posts.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_new");
});
afterAll(() => ctx.close());

const create = (parts: Parameters<typeof form>[0]) => call(ctx, gym, "POST", CREATE_POST, form(parts));

interface StoredFigures {
  max_participants: number | null;
  entry_fee: string | null;
  discount_percentage: string | null;
}
/** A post's figures as the database holds them (exact decimal text), not as the answer prints them. */
const storedFigures = async (id: number): Promise<StoredFigures | undefined> =>
  (
    await ctx.db.pool.query<StoredFigures>(
      `SELECT max_participants, entry_fee::text AS entry_fee, discount_percentage::text AS discount_percentage
         FROM ${qualified(gym.schema, "posts")} WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe("POST /api/gym-posts/posts/create/ (multipart of non-empty fields)", () => {
  it("creates a challenge with every section's fields and five images, answering the derived fields", async () => {
    const category = await makePostCategory(ctx, gym, { name: "Challenges", post_type: "challenge" });
    const res = await create({
      title: "  30-Day Plank Challenge ",
      subtitle: "Build a core of steel",
      description: "Hold a plank every day and add 10 seconds.",
      short_description: "Daily planks for 30 days",
      category: String(category.id),
      tags: "core, plank, Core, 30 days",
      video_url: "https://www.youtube.com/watch?v=abc",
      content: "Rules: film your plank and post it in the group.",
      call_to_action_text: "Register now",
      call_to_action_url: "https://wa.me/919876543210",
      start_date: "2026-12-01T06:00",
      end_date: "2026-12-30T21:00",
      registration_deadline: "2026-11-30T23:59",
      max_participants: "50",
      entry_fee: "499.50",
      prize_details: "1 month free membership for the top 3",
      status: "PUBLISHED",
      priority: "high",
      is_featured: "true",
      is_pinned: "true",
      meta_title: "Plank challenge",
      meta_description: "Join our plank challenge",
      background_color: "#fff3e0",
      text_color: "#212121",
      display_order: "2",
      main_image: file(await png()),
      banner_image: file(await png({ r: 10, g: 10, b: 10 }), "banner.png"),
      gallery_image_1: file(await png({ r: 200, g: 0, b: 0 }), "g1.png"),
      gallery_image_2: file(await png({ r: 0, g: 200, b: 0 }), "g2.png"),
      gallery_image_3: file(await png({ r: 0, g: 0, b: 200 }), "g3.png"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { post, message } = res.json();
    expect(message).toBe("Post created successfully");
    expect(post).toMatchObject({
      title: "30-Day Plank Challenge",
      category_id: category.id,
      category_name: "Challenges",
      category_type: "challenge",
      category_type_label: "Fitness Challenge",
      tags: "core, plank, 30 days",
      tags_list: ["core", "plank", "30 days"],
      // 06:00 in the gym's zone (Asia/Kolkata) is 00:30 UTC.
      start_date: "2026-12-01T00:30:00.000Z",
      end_date: "2026-12-30T15:30:00.000Z",
      registration_deadline: "2026-11-30T18:29:00.000Z",
      max_participants: 50,
      entry_fee: 499.5,
      status: "published",
      priority: "high",
      is_featured: true,
      is_pinned: true,
      background_color: "#FFF3E0",
      text_color: "#212121",
      display_order: 2,
      view_count: 0,
      like_count: 0,
      share_count: 0,
      is_challenge: true,
      is_advertisement: false,
      is_event: false,
      is_live: true,
    });
    expect(post.all_images).toHaveLength(5);
    expect(post.all_images).toEqual([
      post.main_image,
      post.banner_image,
      post.gallery_image_1,
      post.gallery_image_2,
      post.gallery_image_3,
    ]);
    for (const url of post.all_images) {
      expect(url).toMatch(new RegExp(`^/media/${gym.schema}/posts/`));
      expect(existsSync(mediaPath(ctx, url))).toBe(true);
    }
    await expectNoTempFiles(ctx);
  });

  it("applies part 2 §9's defaults to a post with only a title", async () => {
    const res = await create({ title: "Gym closed on Diwali" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post).toMatchObject({
      status: "published",
      priority: "medium",
      background_color: "#F5F5F5",
      text_color: "#333333",
      is_active: true,
      is_featured: false,
      is_pinned: false,
      display_order: 0,
      category_id: null,
      category_type: null,
      tags_list: [],
      all_images: [],
      entry_fee: null,
      discount_percentage: null,
      max_participants: null,
      is_challenge: false,
      is_live: true,
    });
  });

  it.each([
    ["advertisement", { is_advertisement: true, is_event: false, is_challenge: false }],
    ["event", { is_event: true, is_advertisement: false, is_challenge: false }],
    ["poster", { is_event: false, is_advertisement: false, is_challenge: false }],
  ])("derives the flags of a %s post from its category", async (type, flags) => {
    const category = await makePostCategory(ctx, gym, { post_type: type });
    const res = await create({ title: `A ${type}`, category_id: String(category.id), discount_percentage: "15" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post).toMatchObject({ category_type: type, discount_percentage: 15, ...flags });
  });

  it("accepts JSON too, and the boundaries: 1 participant, a free entry, discounts 0 and 100, stored as sent", async () => {
    const cases: [Record<string, unknown>, StoredFigures][] = [
      [
        { title: "One", max_participants: 1, entry_fee: 0, discount_percentage: 0 },
        { max_participants: 1, entry_fee: "0.00", discount_percentage: "0.00" },
      ],
      [
        { title: "Two", discount_percentage: 100, entry_fee: "0.01" },
        { max_participants: null, entry_fee: "0.01", discount_percentage: "100.00" },
      ],
      [
        { title: "Three", discount_percentage: "12.5" },
        { max_participants: null, entry_fee: null, discount_percentage: "12.50" },
      ],
    ];
    for (const [body, stored] of cases) {
      const res = await call(ctx, gym, "POST", CREATE_POST, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedFigures(res.json().post.id), body.title as string).toEqual(stored);
    }
  });

  const refused: [string, Record<string, string>, string, string][] = [
    ["a missing title", { title: "__omit__", subtitle: "No title" }, "title", POST_TITLE_REQUIRED],
    ["a blank title", { title: "   " }, "title", POST_TITLE_REQUIRED],
    ["0 participants", { max_participants: "0" }, "max_participants", POST_MAX_PARTICIPANTS_INVALID],
    ["-3 participants", { max_participants: "-3" }, "max_participants", POST_MAX_PARTICIPANTS_INVALID],
    ["a negative entry fee", { entry_fee: "-1" }, "entry_fee", POST_ENTRY_FEE_INVALID],
    ["an entry fee in words", { entry_fee: "free" }, "entry_fee", POST_ENTRY_FEE_INVALID],
    ["a discount of 101", { discount_percentage: "101" }, "discount_percentage", POST_DISCOUNT_INVALID],
    ["a discount of -0.5", { discount_percentage: "-0.5" }, "discount_percentage", POST_DISCOUNT_INVALID],
    ["a video URL that is no URL", { video_url: "youtube dot com" }, "video_url", POST_URL_INVALID("Video URL")],
    [
      "a javascript: call to action",
      { call_to_action_url: "javascript:alert(1)" },
      "call_to_action_url",
      POST_URL_INVALID("Call to action URL"),
    ],
    [
      "a date that is not a date-time",
      { start_date: "next monday" },
      "start_date",
      POST_DATE_TIME_INVALID("Start date"),
    ],
    ["a date only", { publish_at: "2026-12-01" }, "publish_at", POST_DATE_TIME_INVALID("Publish at")],
    ["an unknown status", { status: "live" }, "status", POST_STATUS_INVALID],
    ["an unknown priority", { priority: "critical" }, "priority", POST_PRIORITY_INVALID],
  ];
  it.each(refused)("refuses %s with a 400 naming the field, writing nothing", async (_what, parts, field, message) => {
    const before = await countPosts(ctx, gym);
    const { title = "Valid title", ...rest } = parts;
    const res = await create(title === "__omit__" ? rest : { title, ...rest });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, errors: { [field]: message } });
    expect(await countPosts(ctx, gym)).toBe(before);
  });

  it.each([
    [
      "an end before its start",
      { start_date: "2026-12-10T10:00", end_date: "2026-12-09T10:00" },
      POST_END_BEFORE_START,
    ],
    [
      "a registration deadline after the end",
      { end_date: "2026-12-09T10:00", registration_deadline: "2026-12-09T10:01" },
      POST_DEADLINE_AFTER_END,
    ],
    [
      "an expiry before publishing",
      { publish_at: "2026-12-10T10:00", expire_at: "2026-12-10T09:00" },
      POST_EXPIRE_BEFORE_PUBLISH,
    ],
    [
      "an expiry at the publishing time",
      { publish_at: "2026-12-10T10:00", expire_at: "2026-12-10T10:00" },
      POST_EXPIRE_BEFORE_PUBLISH,
    ],
  ])("refuses %s", async (_what, parts, message) => {
    const before = await countPosts(ctx, gym);
    const res = await create({ title: "Dates", ...parts });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await countPosts(ctx, gym)).toBe(before);
  });

  it("accepts an end equal to the start and a deadline equal to the end", async () => {
    const res = await create({
      title: "One-day event",
      start_date: "2026-12-10T10:00",
      end_date: "2026-12-10T10:00",
      registration_deadline: "2026-12-10T10:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    // 10:00 in the gym's zone (Asia/Kolkata) is 04:30 UTC; all three stored as that one instant.
    const row = await ctx.db.pool.query(
      `SELECT start_date, end_date, registration_deadline FROM ${qualified(gym.schema, "posts")} WHERE id = $1`,
      [res.json().post.id],
    );
    const instant = new Date("2026-12-10T04:30:00.000Z");
    expect(row.rows[0]).toEqual({ start_date: instant, end_date: instant, registration_deadline: instant });
  });
});

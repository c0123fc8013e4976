import {
  CANNOT_DELETE_CATEGORY_WITH_POSTS,
  POST_CATEGORY_DELETED,
  POST_CATEGORY_EXISTS,
  POST_CATEGORY_ICON_INVALID,
  POST_CATEGORY_NAME_REQUIRED,
  POST_CATEGORY_NOT_FOUND,
  POST_COLOR_INVALID,
  POST_DISPLAY_ORDER_INVALID,
  POST_TYPE_DEFAULT_COLORS,
  POST_TYPE_DEFAULT_ICONS,
  POST_TYPE_INVALID,
  POST_TYPES,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  CREATE_POST_CATEGORY,
  countPosts,
  makePost,
  makePostCategory,
  POST_CATEGORIES,
  postCategoryPath,
  postPath,
} from "../support/posts.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_cat");
});
afterAll(() => ctx.close());

describe("POST /api/gym-posts/categories/create/", () => {
  it("applies part 2 §9's defaults: a challenge, green, with the trophy icon, active, order 0", async () => {
    const res = await call(ctx, gym, "POST", CREATE_POST_CATEGORY, { name: "  Monthly Challenges " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Category created successfully!",
      category: {
        name: "Monthly Challenges",
        post_type: "challenge",
        post_type_label: "Fitness Challenge",
        icon: "trophy",
        color: "#4CAF50",
        is_active: true,
        display_order: 0,
        description: "",
        posts_count: 0,
        active_posts_count: 0,
      },
    });
  });

  it.each(POST_TYPES)("gives a %s category its type's default icon and colour", async (type) => {
    const category = await makePostCategory(ctx, gym, { post_type: type });
    expect(category).toMatchObject({
      post_type: type,
      icon: POST_TYPE_DEFAULT_ICONS[type],
      color: POST_TYPE_DEFAULT_COLORS[type],
    });
  });

  it("keeps a chosen icon and colour (colour upper-cased), and the documented client's every field", async () => {
    const category = await makePostCategory(ctx, gym, {
      post_type: "Event",
      description: "Open days and meets",
      icon: "star",
      color: "#1e88e5",
      is_active: false,
      display_order: 3,
      schema_name: gym.schema,
      token: gym.token,
    });
    expect(category).toMatchObject({
      post_type: "event",
      icon: "star",
      color: "#1E88E5",
      is_active: false,
      display_order: 3,
    });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ["a missing name", {}, POST_CATEGORY_NAME_REQUIRED],
    ["a blank name", { name: "   " }, POST_CATEGORY_NAME_REQUIRED],
    ["a 101-character name", { name: "n".repeat(101) }, "Category name must be at most 100 characters"],
    ["an unknown type", { name: "x", post_type: "flyer" }, POST_TYPE_INVALID],
    ["an unknown icon", { name: "x", icon: "rocket" }, POST_CATEGORY_ICON_INVALID],
    ["a colour that is not #RRGGBB", { name: "x", color: "green" }, POST_COLOR_INVALID("Colour")],
    ["display order -1", { name: "x", display_order: -1 }, POST_DISPLAY_ORDER_INVALID],
    ["display order 1.5", { name: "x", display_order: 1.5 }, POST_DISPLAY_ORDER_INVALID],
  ];
  it.each(refused)("refuses %s with a 400 and writes nothing", async (_what, body, message) => {
    const before = await countPosts(ctx, gym, "post_categories");
    const res = await call(ctx, gym, "POST", CREATE_POST_CATEGORY, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
    expect(await countPosts(ctx, gym, "post_categories")).toBe(before);
  });

  it("accepts display order 0 and refuses a second category of the same name in any case (409)", async () => {
    await makePostCategory(ctx, gym, { name: "Yoga Week", display_order: 0 });
    const res = await call(ctx, gym, "POST", CREATE_POST_CATEGORY, { name: "yoga week" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(POST_CATEGORY_EXISTS);
  });
});

describe("GET /api/gym-posts/categories/", () => {
  it("lists the gym's categories in display order with their post counts, none of another gym's", async () => {
    const own = await createGym(ctx, "pst_catl");
    const b = await makePostCategory(ctx, own, { name: "Beta", display_order: 2 });
    const a = await makePostCategory(ctx, own, { name: "Alpha", display_order: 1 });
    await makePost(ctx, own, { category: String(b.id) });
    await makePost(ctx, own, { category: String(b.id), status: "draft" });
    const res = await call(ctx, own, "GET", POST_CATEGORIES);
    expect(res.statusCode).toBe(200);
    const list = res.json().categories as { id: number; posts_count: number; active_posts_count: number }[];
    expect(list.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(list[1]).toMatchObject({ posts_count: 2, active_posts_count: 1 });
    expect(list[0]).toMatchObject({ posts_count: 0, active_posts_count: 0 });
  });
});

describe("PATCH /api/gym-posts/categories/{id}/update/", () => {
  it("changes only the fields sent", async () => {
    const category = await makePostCategory(ctx, gym, { description: "Keep me", post_type: "poster" });
    const res = await call(ctx, gym, "PATCH", postCategoryPath(category.id, "update"), { name: "Renamed" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toMatchObject({
      name: "Renamed",
      description: "Keep me",
      post_type: "poster",
      icon: "image",
    });
    const off = await call(ctx, gym, "PATCH", postCategoryPath(category.id, "update"), { is_active: false });
    expect(off.json().category).toMatchObject({ name: "Renamed", is_active: false });
  });

  it("refuses a blank name, answers 404 for an unknown id and 409 for a taken name", async () => {
    const category = await makePostCategory(ctx, gym);
    const blank = await call(ctx, gym, "PATCH", postCategoryPath(category.id, "update"), { name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(POST_CATEGORY_NAME_REQUIRED);
    const missing = await call(ctx, gym, "PATCH", postCategoryPath(999_999, "update"), { name: "x" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(POST_CATEGORY_NOT_FOUND);
    const other = await makePostCategory(ctx, gym, { name: "Taken Name" });
    const taken = await call(ctx, gym, "PATCH", postCategoryPath(category.id, "update"), { name: "TAKEN NAME" });
    expect(taken.statusCode).toBe(409);
    expect(other.id).not.toBe(category.id);
  });
});

describe("DELETE /api/gym-posts/categories/{id}/delete/", () => {
  it("is refused while the category has posts, even drafts, and allowed once they are gone", async () => {
    const category = await makePostCategory(ctx, gym);
    const post = await makePost(ctx, gym, { category: String(category.id), status: "draft", is_active: "false" });
    const refused = await call(ctx, gym, "DELETE", postCategoryPath(category.id, "delete"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, error: CANNOT_DELETE_CATEGORY_WITH_POSTS });
    expect((await call(ctx, gym, "GET", POST_CATEGORIES)).json().categories.map((c: { id: number }) => c.id)).toContain(
      category.id,
    );
    expect((await call(ctx, gym, "DELETE", postPath(post.id, "delete"))).statusCode).toBe(200);
    const deleted = await call(ctx, gym, "DELETE", postCategoryPath(category.id, "delete"));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: POST_CATEGORY_DELETED, id: category.id });
    expect((await call(ctx, gym, "DELETE", postCategoryPath(category.id, "delete"))).statusCode).toBe(404);
  });

  it("never leaves a post without its category when a delete and a new post race", async () => {
    for (let round = 0; round < 5; round++) {
      const category = await makePostCategory(ctx, gym);
      const [del, created] = await Promise.all([
        call(ctx, gym, "DELETE", postCategoryPath(category.id, "delete")),
        call(ctx, gym, "POST", "/api/gym-posts/posts/create/", { title: "Race", category: category.id }),
      ]);
      expect([del.statusCode, created.statusCode].sort()).toEqual(del.statusCode === 200 ? [200, 400] : [200, 409]);
      const orphans = await ctx.db.pool.query(
        `SELECT count(*)::int AS n FROM "${gym.schema}".posts p
          WHERE p.category_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "${gym.schema}".post_categories c WHERE c.id = p.category_id)`,
      );
      expect(orphans.rows[0].n).toBe(0);
    }
  });
});

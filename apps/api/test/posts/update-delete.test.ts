import { existsSync } from "node:fs";
import {
  POST_CATEGORY_NOT_FOUND,
  POST_DELETED,
  POST_END_BEFORE_START,
  POST_NOT_FOUND,
  POST_REMOVE_IMAGES_INVALID,
  POST_TITLE_REQUIRED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { mediaPath } from "../support/media.ts";
import { file, form, png } from "../support/multipart.ts";
import { makePost, makePostCategory, postPath } from "../support/posts.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_upd");
});
afterAll(() => ctx.close());

const update = (id: number, parts: Parameters<typeof form>[0]) =>
  call(ctx, gym, "PATCH", postPath(id, "update"), form(parts));

describe("GET /api/gym-posts/posts/{id}/", () => {
  it("answers the post, and 404 for an id this gym does not have", async () => {
    const made = await makePost(ctx, gym, { subtitle: "Detail" });
    const res = await call(ctx, gym, "GET", postPath(made.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, post: { id: made.id, subtitle: "Detail" } });
    const other = await createGym(ctx, "pst_upd_b");
    const cross = await call(ctx, other, "GET", postPath(made.id));
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error).toBe(POST_NOT_FOUND);
  });
});

describe("PATCH /api/gym-posts/posts/{id}/update/ (multipart)", () => {
  it("changes only the fields sent; an omitted field keeps its value", async () => {
    const category = await makePostCategory(ctx, gym, { post_type: "event" });
    const made = await makePost(ctx, gym, {
      subtitle: "Keep",
      category: String(category.id),
      entry_fee: "200",
      start_date: "2026-12-05T09:00",
      tags: "run, 5k",
      priority: "urgent",
    });
    const res = await update(made.id, { status: "archived", is_pinned: "true" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Post updated successfully" });
    expect(res.json().post).toMatchObject({
      title: made.title,
      subtitle: "Keep",
      category_id: category.id,
      entry_fee: 200,
      start_date: made.start_date,
      tags_list: ["run", "5k"],
      priority: "urgent",
      status: "archived",
      is_pinned: true,
      is_event: true,
      is_live: false,
    });
  });

  it("clears a field sent blank (our dashboard's way to empty it), but never the title", async () => {
    const made = await makePost(ctx, gym, { subtitle: "Old", entry_fee: "99", end_date: "2026-12-05T09:00" });
    const res = await update(made.id, { subtitle: "", entry_fee: "", end_date: "", category: "" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post).toMatchObject({ subtitle: "", entry_fee: null, end_date: null, category_id: null });
    const blankTitle = await update(made.id, { title: "" });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.json().error).toBe(POST_TITLE_REQUIRED);
  });

  it("checks the date order against the stored dates (a new end before the old start is refused)", async () => {
    const made = await makePost(ctx, gym, { start_date: "2026-12-10T10:00" });
    const res = await update(made.id, { end_date: "2026-12-09T10:00" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(POST_END_BEFORE_START);
    const fine = await update(made.id, { start_date: "2026-12-01T10:00", end_date: "2026-12-09T10:00" });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("replaces an image, removing the old file; keeps the others; removes listed ones", async () => {
    const made = await makePost(ctx, gym, {
      main_image: file(await png()),
      banner_image: file(await png({ r: 1, g: 2, b: 3 }), "b.png"),
      gallery_image_1: file(await png({ r: 9, g: 9, b: 9 }), "g.png"),
    });
    const before = made as unknown as { main_image: string; banner_image: string; gallery_image_1: string };
    const res = await update(made.id, {
      main_image: file(await png({ r: 250, g: 250, b: 0 }), "new.png"),
      remove_images: "gallery_image_1",
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().post;
    expect(after.main_image).not.toBe(before.main_image);
    expect(after.banner_image).toBe(before.banner_image);
    expect(after.gallery_image_1).toBeNull();
    expect(after.all_images).toEqual([after.main_image, after.banner_image]);
    expect(existsSync(mediaPath(ctx, after.main_image))).toBe(true);
    expect(existsSync(mediaPath(ctx, before.main_image))).toBe(false);
    expect(existsSync(mediaPath(ctx, before.gallery_image_1))).toBe(false);
    expect(existsSync(mediaPath(ctx, before.banner_image))).toBe(true);
  });

  it("refuses an unknown image name to remove, an unknown category, and an unknown post", async () => {
    const made = await makePost(ctx, gym);
    const badName = await update(made.id, { remove_images: "avatar" });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toBe(POST_REMOVE_IMAGES_INVALID);
    const badCategory = await update(made.id, { category_id: "987654" });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error).toBe(POST_CATEGORY_NOT_FOUND);
    const missing = await update(2_000_000_000, { title: "x" });
    expect(missing.statusCode).toBe(404);
    const hugeId = await update(2 ** 31, { title: "x" });
    expect(hugeId.statusCode).toBe(400);
  });
});

describe("DELETE /api/gym-posts/posts/{id}/delete/", () => {
  it("deletes the post and its images, then answers 404", async () => {
    const made = await makePost(ctx, gym, { main_image: file(await png()) });
    const image = (made as unknown as { main_image: string }).main_image;
    const res = await call(ctx, gym, "DELETE", postPath(made.id, "delete"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: POST_DELETED, id: made.id });
    expect(existsSync(mediaPath(ctx, image))).toBe(false);
    expect((await call(ctx, gym, "GET", postPath(made.id))).statusCode).toBe(404);
    expect((await call(ctx, gym, "DELETE", postPath(made.id, "delete"))).statusCode).toBe(404);
  });
});

import { existsSync } from "node:fs";
import { GYM_IMAGE_NOT_FOUND, GYM_IMAGE_TITLE_REQUIRED } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { addImages, deletePath, galleryFiles, LIST, updatePath } from "../support/gym-images.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { file, form, type Part, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "gimg_upd"), createGym(ctx, "gimg_oth")]);
});
afterAll(() => ctx.close());

interface Image {
  id: number;
  title: string;
  description: string;
  image_type: string;
  is_featured: boolean;
  image_url: string;
}

async function addOne(extra: Record<string, Part> = {}): Promise<Image> {
  const res = await addImages(ctx, gym, { image_1: file(await png()), title_1: "Original", ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().images[0];
}

const update = (id: number | string, parts: Record<string, Part>, who = gym) =>
  ctx.app.inject({ method: "PATCH", url: updatePath(id), headers: who.auth, payload: form(parts) });
const remove = (id: number | string, who = gym) =>
  ctx.app.inject({ method: "DELETE", url: deletePath(id), headers: who.auth });

describe("PATCH /api/android/gyms/images/{id}/update/", () => {
  it("changes the text fields and keeps the file when no new image comes", async () => {
    const image = await addOne({ description_1: "old words" });
    const res = await update(image.id, { title: "Renamed", image_type: "CLASS", is_featured: "true" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Image updated successfully",
      image: {
        id: image.id,
        title: "Renamed",
        description: "old words",
        image_type: "CLASS",
        is_featured: true,
        image_url: image.image_url,
      },
    });
    expect(existsSync(mediaPath(ctx, image.image_url))).toBe(true);
  });

  it("accepts a JSON body too", async () => {
    const image = await addOne();
    const res = await ctx.app.inject({
      method: "PATCH",
      url: updatePath(image.id),
      headers: gym.auth,
      payload: { title: "From JSON", description: "", is_featured: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().image).toMatchObject({ title: "From JSON", description: "", is_featured: false });
  });

  it("replaces the file with a new image and removes the old one", async () => {
    const image = await addOne();
    const res = await update(image.id, {
      title: "New photo",
      image: file(await png({ r: 0, g: 255, b: 0 }), "new.webp"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: Image = res.json().image;
    expect(updated.image_url).not.toBe(image.image_url);
    expect(existsSync(mediaPath(ctx, updated.image_url))).toBe(true);
    expect(existsSync(mediaPath(ctx, image.image_url))).toBe(false);
    await expectNoTempFiles(ctx);
  });

  it("requires a title", async () => {
    const image = await addOne();
    for (const parts of [{ description: "no title" }, { title: "   " }] as Record<string, Part>[]) {
      const res = await update(image.id, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: GYM_IMAGE_TITLE_REQUIRED });
    }
  });

  it("refuses a bad replacement and keeps the old image and row", async () => {
    const image = await addOne();
    const files = galleryFiles(ctx, gym);
    const res = await update(image.id, { title: "Broken", image: file(Buffer.from("%PDF-1.4 not an image"), "x.png") });
    expect(res.statusCode).toBe(400);
    expect(galleryFiles(ctx, gym)).toEqual(files);
    const list = (await ctx.app.inject({ method: "GET", url: LIST, headers: gym.auth })).json();
    expect(list.images.find((i: Image) => i.id === image.id)).toMatchObject({
      title: "Original",
      image_url: image.image_url,
    });
    await expectNoTempFiles(ctx);
  });

  it("answers 404 for an unknown id and another gym's id; 400 for a non-number or an id out of range", async () => {
    const image = await addOne();
    expect((await update(999_999, { title: "x" })).statusCode).toBe(404);
    expect((await update(2 ** 40, { title: "x" })).statusCode).toBe(400);
    const foreign = await update(image.id, { title: "Hijacked", image: file(await png()) }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(GYM_IMAGE_NOT_FOUND);
    expect(galleryFiles(ctx, other)).toEqual([]);
    expect((await update("abc", { title: "x" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/android/gyms/images/{id}/delete/", () => {
  it("deletes the row and the file", async () => {
    const image = await addOne();
    const res = await remove(image.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Image deleted successfully", id: image.id });
    expect(existsSync(mediaPath(ctx, image.image_url))).toBe(false);
    const list = (await ctx.app.inject({ method: "GET", url: LIST, headers: gym.auth })).json();
    expect(list.images.some((i: Image) => i.id === image.id)).toBe(false);
    expect((await remove(image.id)).statusCode).toBe(404);
  });

  it("answers 404 for another gym's id and leaves that image alone", async () => {
    const image = await addOne();
    const res = await remove(image.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: GYM_IMAGE_NOT_FOUND });
    expect(existsSync(mediaPath(ctx, image.image_url))).toBe(true);
    // Beyond the id column's range: refused by the contract (dbId) before any query.
    expect((await remove(2 ** 40)).statusCode).toBe(400);
  });
});

import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { addImages, updatePath } from "../support/gym-images.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { animatedGif, expectNoHtml, followedByHtml, jpeg } from "../support/media-files.ts";
import { file, form, png } from "../support/multipart.ts";

/**
 * Issue 21 §5e, decision 0212, on a staff upload route: what is stored is the checked picture re-encoded,
 * never the bytes sent, so nothing rides along after it or in its metadata.
 */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "gimg_store");
});
afterAll(() => ctx.close());

const stored = (url: string) => readFileSync(mediaPath(ctx, url));

describe("images a gym stores", () => {
  it("a PNG and a JPEG followed by an HTML page are stored as the pictures alone", async () => {
    const res = await addImages(ctx, gym, {
      image_1: file(followedByHtml(await png(undefined, 40, 30)), "page.png"),
      image_2: file(followedByHtml(await jpeg(40, 30)), "page.jpg", "image/jpeg"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().images as { image_url: string }[];
    for (const [image, format] of [
      [first!, "png"],
      [second!, "jpeg"],
    ] as const) {
      expect(image.image_url.endsWith(format === "png" ? ".png" : ".jpg")).toBe(true);
      expectNoHtml(mediaPath(ctx, image.image_url));
      const meta = await sharp(stored(image.image_url)).metadata();
      expect(meta).toMatchObject({ format, width: 40, height: 30 });
    }
    await expectNoTempFiles(ctx);
  });

  it("a replacement image goes through the same: the HTML after it is not stored", async () => {
    const added = await addImages(ctx, gym, { image_1: file(await png(), "first.png") });
    const id = added.json().images[0].id as number;
    const res = await ctx.app.inject({
      method: "PATCH",
      url: updatePath(id),
      headers: gym.auth,
      payload: form({ title: "Again", image: file(followedByHtml(await png({ r: 1, g: 2, b: 3 })), "again.png") }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoHtml(mediaPath(ctx, res.json().image.image_url));
  });

  it("an animated GIF keeps its frames, their delays and its loop", async () => {
    const res = await addImages(ctx, gym, {
      image_1: file(await animatedGif([100, 200, 300]), "moves.gif", "image/gif"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(stored(res.json().images[0].image_url), { animated: true }).metadata();
    expect(meta).toMatchObject({ format: "gif", pages: 3, pageHeight: 24, width: 32, delay: [100, 200, 300], loop: 0 });
  });

  it("a photo turned by its EXIF orientation is stored turned, without the tag or any EXIF", async () => {
    const res = await addImages(ctx, gym, { image_1: file(await jpeg(40, 30, 6), "phone.jpg", "image/jpeg") });
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(stored(res.json().images[0].image_url)).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 30, height: 40 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });
});

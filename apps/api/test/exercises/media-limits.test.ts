import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { EXERCISE_IMAGE_MAX_BYTES, EXERCISE_VIDEO_MAX_BYTES } from "@gym/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, patch, post } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { CREATE, makeExercise, makeRefs, type Refs, updatePath } from "../support/exercises.ts";
import { expectNoTempFiles, filesIn, mediaPath } from "../support/media.ts";
import { mp4OfSize, pngOfSize } from "../support/media-files.ts";
import { file } from "../support/multipart.ts";

/** Random pixels, so the picture data fills the file, then cut in half: a damaged PNG. */
async function truncatedPng(): Promise<Buffer> {
  const full = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

const IMAGE_TOO_LARGE = "Image file is too large (5.00MB). Maximum allowed size is 5MB.";
const VIDEO_TOO_LARGE = "Video file is too large (50.00MB). Maximum allowed size is 50MB.";

let ctx: TestContext;
let gym: TestGym;
let refs: Refs;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exmedia");
  refs = await makeRefs(ctx, gym);
});
afterAll(() => ctx.close());

const fields = () => ({
  name: `Media Exercise ${++n}`,
  category_id: String(refs.categoryId),
  primary_muscle_group_id: String(refs.muscleIds[0]),
});

describe("main image limit: 5 MB (5242880 bytes)", () => {
  it("the padded test PNG is a real picture of the exact size", async () => {
    const exact = await pngOfSize(EXERCISE_IMAGE_MAX_BYTES);
    expect(exact.length).toBe(5_242_880);
    expect((await sharp(exact).metadata()).format).toBe("png");
    await sharp(exact, { failOn: "truncated" }).toBuffer();
  });

  it("accepts an image of exactly 5242880 bytes", async () => {
    const res = await post(ctx, gym, CREATE, { ...fields(), main_image: file(await pngOfSize(5_242_880)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exercise.main_image_url).toMatch(/\.png$/);
    await expectNoTempFiles(ctx);
  });

  it("refuses 5242881 bytes with the spec's text, creating nothing", async () => {
    const before = filesIn(ctx, gym, "exercises").length;
    const f = fields();
    const res = await post(ctx, gym, CREATE, { ...f, main_image: file(await pngOfSize(5_242_881)) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: IMAGE_TOO_LARGE });
    const search = await call(ctx, gym, "GET", `/api/android/exercise/menu/?search=${encodeURIComponent(f.name)}`);
    expect(search.json().exercises).toEqual([]);
    expect(filesIn(ctx, gym, "exercises").length).toBe(before);
    await expectNoTempFiles(ctx);
  });

  it("writes the real size with two decimals", async () => {
    const res = await post(ctx, gym, CREATE, { ...fields(), main_image: file(await pngOfSize(6_000_000)) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("Image file is too large (5.72MB). Maximum allowed size is 5MB.");
  });

  it("applies the same limit on update, keeping the exercise unchanged", async () => {
    const made = await makeExercise(ctx, gym, refs);
    const res = await patch(ctx, gym, updatePath(made.id), {
      name: "Should Not Apply",
      main_image: file(await pngOfSize(5_242_881)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(IMAGE_TOO_LARGE);
    const after = (await call(ctx, gym, "GET", `/api/android/exercise/${made.id}/`)).json().exercise;
    expect(after.name).toBe(made.name);
    expect(after.main_image_url).toBeNull();
  });

  it("refuses a file that is not an image (by content, whatever its name), creating nothing", async () => {
    const before = filesIn(ctx, gym, "exercises").length;
    for (const bad of [
      file(Buffer.from("%PDF-1.4 not a picture"), "photo.png", "image/png"),
      file(mp4OfSize(4096), "clip.jpg", "image/jpeg"),
      file(await truncatedPng(), "cut.png"),
    ]) {
      const res = await post(ctx, gym, CREATE, { ...fields(), main_image: bad });
      expect(res.statusCode, typeof bad === "string" ? bad : bad.filename).toBe(400);
      expect(res.json().error).toMatch(/^main_image: /);
    }
    expect(filesIn(ctx, gym, "exercises").length).toBe(before);
    await expectNoTempFiles(ctx);
  });

  it("refuses text sent where a file belongs", async () => {
    const res = await post(ctx, gym, CREATE, { ...fields(), main_image: "not-a-file" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("main_image must be a file");
  });
});

describe("main video limit: 50 MB (52428800 bytes)", () => {
  it("accepts a video of exactly 52428800 bytes, as the MAIN and primary video", async () => {
    const res = await post(ctx, gym, CREATE, {
      ...fields(),
      main_video: file(mp4OfSize(EXERCISE_VIDEO_MAX_BYTES), "clip.mp4", "video/mp4"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { exercise } = res.json();
    expect(exercise.main_video_url).toMatch(/\.mp4$/);
    expect(exercise.primary_video).toBe(exercise.main_video_url);
    expect(exercise.videos).toEqual([
      expect.objectContaining({ video_type: "MAIN", video_url: exercise.main_video_url }),
    ]);
    await expectNoTempFiles(ctx);
  });

  it("refuses 52428801 bytes with the spec's text, and keeps no image sent alongside", async () => {
    const before = filesIn(ctx, gym, "exercises").length;
    const res = await post(ctx, gym, CREATE, {
      ...fields(),
      main_image: file(await pngOfSize(3000)),
      main_video: file(mp4OfSize(EXERCISE_VIDEO_MAX_BYTES + 1), "clip.mp4", "video/mp4"),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: VIDEO_TOO_LARGE });
    expect(filesIn(ctx, gym, "exercises").length).toBe(before);
    await expectNoTempFiles(ctx);
  });

  it("refuses a picture sent as the video, and keeps the image sent alongside neither", async () => {
    const before = filesIn(ctx, gym, "exercises").length;
    const res = await post(ctx, gym, CREATE, {
      ...fields(),
      main_image: file(await pngOfSize(3000)),
      main_video: file(await pngOfSize(3000), "clip.mp4", "video/mp4"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^main_video: only video files are allowed/);
    expect(filesIn(ctx, gym, "exercises").length).toBe(before);
  });

  it("replaces the main video on update and removes the old file", async () => {
    const created = (
      await post(ctx, gym, CREATE, { ...fields(), main_video: file(mp4OfSize(2048), "a.mp4", "video/mp4") })
    ).json().exercise;
    const res = await patch(ctx, gym, updatePath(created.id), {
      main_video: file(mp4OfSize(4096), "b.mp4", "video/mp4"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().exercise;
    expect(updated.videos).toHaveLength(1);
    expect(updated.main_video_url).not.toBe(created.main_video_url);
    expect(existsSync(mediaPath(ctx, created.main_video_url))).toBe(false);
    expect(existsSync(mediaPath(ctx, updated.main_video_url))).toBe(true);
  });
});

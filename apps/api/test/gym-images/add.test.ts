import { existsSync } from "node:fs";
import { TOO_MANY_GYM_IMAGES } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { addImages, galleryFiles, rowCount } from "../support/gym-images.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { file, type Part, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "gimg_add");
});
afterAll(() => ctx.close());

describe("POST /api/android/gyms/images/add/", () => {
  it("adds one image with its own fields", async () => {
    const res = await addImages(ctx, gym, {
      image_1: file(await png(), "desk.png"),
      image_type_1: "EVENT",
      title_1: "  Summer party  ",
      description_1: "Rooftop, June",
      is_featured_1: "true",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: "1 image(s) added successfully" });
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({
      title: "Summer party",
      description: "Rooftop, June",
      image_type: "EVENT",
      is_featured: true,
    });
    expect(existsSync(mediaPath(ctx, body.images[0].image_url))).toBe(true);
  });

  it("adds five images; a missing title becomes 'Image N', type GALLERY and not featured by default", async () => {
    const parts: Record<string, Part> = {};
    for (let n = 1; n <= 5; n++) parts[`image_${n}`] = file(await png({ r: 40 * n, g: 90, b: 160 }), `p${n}.png`);
    parts.title_2 = "Squat racks";
    parts.image_type_2 = "EQUIPMENT";
    parts.is_featured_4 = "1";
    parts.title_5 = "";
    const before = galleryFiles(ctx, gym).length;
    const res = await addImages(ctx, gym, parts);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().images;
    expect(images.map((i: { title: string }) => i.title)).toEqual([
      "Image 1",
      "Squat racks",
      "Image 3",
      "Image 4",
      "Image 5",
    ]);
    expect(images.map((i: { image_type: string }) => i.image_type)).toEqual([
      "GALLERY",
      "EQUIPMENT",
      "GALLERY",
      "GALLERY",
      "GALLERY",
    ]);
    expect(images.map((i: { is_featured: boolean }) => i.is_featured)).toEqual([false, false, false, true, false]);
    expect(galleryFiles(ctx, gym).length).toBe(before + 5);
  });

  it("accepts JPEG, GIF and WebP by content, whatever the file is called", async () => {
    const base = () => png({ r: 1, g: 2, b: 3 });
    const sharp = (await import("sharp")).default;
    const res = await addImages(ctx, gym, {
      image_1: file(
        await sharp(await base())
          .jpeg()
          .toBuffer(),
        "a.bin",
        "application/octet-stream",
      ),
      image_2: file(
        await sharp(await base())
          .gif()
          .toBuffer(),
        "b.gif",
        "image/gif",
      ),
      image_3: file(
        await sharp(await base())
          .webp()
          .toBuffer(),
        "c",
        "image/webp",
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images.map((i: { image_url: string }) => i.image_url.split(".").pop())).toEqual([
      "jpg",
      "gif",
      "webp",
    ]);
  });
});

describe("refusals leave nothing behind (no row, no file)", () => {
  const refused = async (parts: Record<string, Part>, status: number, message?: string | RegExp) => {
    const rows = await rowCount(ctx, gym);
    const files = galleryFiles(ctx, gym);
    const res = await addImages(ctx, gym, parts);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.success).toBe(false);
    if (message) expect(body.error).toMatch(message);
    expect(await rowCount(ctx, gym)).toBe(rows);
    expect(galleryFiles(ctx, gym)).toEqual(files);
    await expectNoTempFiles(ctx);
  };

  it("no image: the spec's message", async () => {
    await refused({ title_1: "Lonely title" }, 400, /^Please select at least one image$/);
    await refused({ image_1: "" }, 400, /^Please select at least one image$/);
  });

  it("six images, or an image numbered past 5", async () => {
    const six: Record<string, Part> = {};
    for (let n = 1; n <= 6; n++) six[`image_${n}`] = file(await png(), `p${n}.png`);
    await refused(six, 400, TOO_MANY_GYM_IMAGES);
    await refused({ image_6: file(await png()) }, 400, TOO_MANY_GYM_IMAGES);
  });

  it("a text file renamed .png", async () => {
    await refused(
      { image_1: file(Buffer.from("just some notes, not a picture\n".repeat(20)), "notes.png") },
      400,
      /image_1: only image files/,
    );
  });

  it("a truncated PNG", async () => {
    const whole = await png({ r: 9, g: 9, b: 9 }, 400, 300);
    await refused(
      { image_1: file(whole.subarray(0, Math.floor(whole.length / 2))) },
      400,
      /image_1: the image is damaged/,
    );
  });

  it("an image over 10 MB", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024, 7)]);
    await refused(
      { image_1: file(big, "huge.png") },
      413,
      /image_1: the image is too large \(11\.\d\dMB\)\. Maximum allowed size is 10MB\./,
    );
  });

  it("one bad image among good ones: the whole batch is refused", async () => {
    await refused(
      {
        image_1: file(await png()),
        image_2: file(await png({ r: 0, g: 0, b: 255 })),
        image_3: file(Buffer.from("GIF89a but not really"), "fake.gif", "image/gif"),
      },
      400,
      /image_3/,
    );
  });

  it("a text value where the file belongs, and an unknown image type", async () => {
    await refused({ image_1: "not-a-file" }, 400, /image_1: only image files/);
    await refused({ image_1: file(await png()), image_type_1: "POOL" }, 400, /^image_type_1 must be one of FACILITY/);
  });
});

import { existsSync } from "node:fs";
import {
  EXERCISE_NOT_FOUND,
  EXERCISE_SELECT_AN_IMAGE,
  EXERCISE_SELECT_AT_LEAST_ONE_IMAGE,
  type ExerciseImage,
  TOO_MANY_EXERCISE_IMAGES,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call, patch, post } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  addImagesPath,
  imageBatch as batch,
  detailPath,
  imageUpdatePath,
  makeExercise,
  makeRefs,
  type Refs,
  UPLOAD_IMAGE,
} from "../support/exercises.ts";
import { expectNoTempFiles, filesIn, mediaPath } from "../support/media.ts";
import { file, type Part, png } from "../support/multipart.ts";

/** Adding images: add-images batches, upload-image, and the one-primary-image rule. */

let ctx: TestContext;
let gym: TestGym;
let refs: Refs;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "eximg");
  refs = await makeRefs(ctx, gym);
});
afterAll(() => ctx.close());

const detail = async (id: number) => (await call(ctx, gym, "GET", detailPath(id))).json().exercise;
const primaries = (images: ExerciseImage[]) => images.filter((i) => i.is_primary).map((i) => i.id);

describe("PATCH /api/android/exercise/{id}/add-images/", () => {
  it("adds image_N with image_type_N, alt_text_N, is_primary_N and says how many", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const parts = await batch([{ type: "EQUIPMENT", alt: "The bar" }, { type: "demo", primary: "true" }, {}]);
    const res = await patch(ctx, gym, addImagesPath(ex.id), parts);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(`Successfully added 3 image(s) to ${ex.name}`);
    expect(body.images.map((i: ExerciseImage) => [i.image_type, i.alt_text, i.is_primary])).toEqual([
      ["EQUIPMENT", "The bar", false],
      ["DEMO", "", true],
      ["DEMO", "", false],
    ]);
    for (const i of body.images) expect(existsSync(mediaPath(ctx, i.image_url))).toBe(true);
    const after = await detail(ex.id);
    expect(after.images).toHaveLength(3);
    expect(after.equipment_images).toHaveLength(1);
    expect(after.demo_images).toHaveLength(2);
    expect(after.primary_image).toBe(body.images[1].image_url);
    await expectNoTempFiles(ctx);
  });

  it("refuses no images, more than 5, two primaries and a bad type, keeping nothing", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const before = filesIn(ctx, gym, "exercises").length;
    const cases: [Record<string, Part>, string][] = [
      [{ alt_text_1: "nothing" }, EXERCISE_SELECT_AT_LEAST_ONE_IMAGE],
      [await batch([{}, {}, {}, {}, {}, {}]), TOO_MANY_EXERCISE_IMAGES],
      [await batch([{ primary: "true" }, { primary: "1" }]), "Only one image can be marked primary"],
      [await batch([{}, { type: "SELFIE" }]), "image_type_2 must be one of"],
      [{ image_1: "text instead of a file" }, "image_1 must be a file"],
    ];
    for (const [parts, message] of cases) {
      const res = await patch(ctx, gym, addImagesPath(ex.id), parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await detail(ex.id)).images).toEqual([]);
    expect(filesIn(ctx, gym, "exercises").length).toBe(before);
  });

  it("is all or nothing: one non-image in the batch keeps no file and no row", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const before = filesIn(ctx, gym, "exercises").length;
    const parts = await batch([{}, {}, { data: file(Buffer.from("GIF89a? no, just text"), "x.gif", "image/gif") }]);
    const res = await patch(ctx, gym, addImagesPath(ex.id), parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^image_3: the image is damaged or incomplete$/);
    expect((await detail(ex.id)).images).toEqual([]);
    expect(filesIn(ctx, gym, "exercises").length).toBe(before);
    await expectNoTempFiles(ctx);
  });

  it("answers 404 for an unknown exercise", async () => {
    const res = await patch(ctx, gym, addImagesPath(987654), await batch([{}]));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(EXERCISE_NOT_FOUND);
  });
});

describe("at most one primary image per exercise", () => {
  it("a new primary unsets the previous one", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const first = (await patch(ctx, gym, addImagesPath(ex.id), await batch([{ primary: "true" }]))).json().images[0];
    const second = (await patch(ctx, gym, addImagesPath(ex.id), await batch([{ primary: "on" }]))).json().images[0];
    expect(primaries((await detail(ex.id)).images)).toEqual([second.id]);
    const upload = await post(ctx, gym, UPLOAD_IMAGE, {
      exercise_id: String(ex.id),
      is_primary: "true",
      image: file(await png()),
    });
    expect(primaries((await detail(ex.id)).images)).toEqual([upload.json().image.id]);
    const edited = await call(ctx, gym, "PATCH", imageUpdatePath(ex.id, first.id), { is_primary: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(primaries((await detail(ex.id)).images)).toEqual([first.id]);
  });

  it("holds under concurrent requests (batches and image edits)", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const results = await Promise.all(
      Array.from({ length: 4 }, async () =>
        patch(ctx, gym, addImagesPath(ex.id), await batch([{}, { primary: "true" }])),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    let images: ExerciseImage[] = (await detail(ex.id)).images;
    expect(images).toHaveLength(8);
    expect(primaries(images)).toHaveLength(1);
    const edits = await Promise.all(
      images.map((i) => call(ctx, gym, "PATCH", imageUpdatePath(ex.id, i.id), { is_primary: "true" })),
    );
    for (const r of edits) expect(r.statusCode, r.body).toBe(200);
    images = (await detail(ex.id)).images;
    expect(primaries(images)).toHaveLength(1);
  });

  it("is guaranteed by the database too (partial unique index)", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const table = `${qualified(gym.schema, "exercise_images")}`;
    const insert = `INSERT INTO ${table} (exercise_id, image, is_primary) VALUES ($1, 'x.png', true)`;
    await ctx.db.pool.query(insert, [ex.id]);
    await expect(ctx.db.pool.query(insert, [ex.id])).rejects.toMatchObject({ code: "23505" });
    await ctx.db.pool.query(`DELETE FROM ${table} WHERE exercise_id = $1`, [ex.id]);
  });
});

describe("POST /api/android/exercise/upload-image/", () => {
  it("keeps one image, DEMO by default, with its alt text", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const res = await post(ctx, gym, UPLOAD_IMAGE, {
      exercise_id: String(ex.id),
      schema_name: gym.schema,
      token: gym.token,
      alt_text: "Bottom position",
      image: file(await png()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      image: { image_type: "DEMO", alt_text: "Bottom position", is_primary: false },
    });
    const typed = await post(ctx, gym, UPLOAD_IMAGE, {
      exercise_id: String(ex.id),
      image_type: "FORM",
      image: file(await png()),
    });
    expect(typed.json().image.image_type).toBe("FORM");
  });

  it("refuses a missing image, a non-image, a missing or unknown exercise", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const none = await post(ctx, gym, UPLOAD_IMAGE, { exercise_id: String(ex.id) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(EXERCISE_SELECT_AN_IMAGE);
    const text = await post(ctx, gym, UPLOAD_IMAGE, {
      exercise_id: String(ex.id),
      image: file(Buffer.from("hello"), "a.jpg", "image/jpeg"),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatch(/only image files are allowed/);
    const noId = await post(ctx, gym, UPLOAD_IMAGE, { image: file(await png()) });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error).toBe("exercise_id is required");
    const unknown = await post(ctx, gym, UPLOAD_IMAGE, { exercise_id: "987654", image: file(await png()) });
    expect(unknown.statusCode).toBe(404);
    expect((await detail(ex.id)).images).toEqual([]);
    await expectNoTempFiles(ctx);
  });
});

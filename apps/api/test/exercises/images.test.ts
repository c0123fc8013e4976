import { existsSync } from "node:fs";
import {
  EXERCISE_IMAGE_NOT_FOUND,
  EXERCISE_NOT_FOUND,
  EXERCISE_SELECT_AN_IMAGE,
  EXERCISE_SELECT_AT_LEAST_ONE_IMAGE,
  type ExerciseImage,
  SELECT_A_MUSCLE_IMAGE,
  TOO_MANY_EXERCISE_IMAGES,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteIdent } from "../../src/db/pool.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  addImagesPath,
  call,
  deleteImagePath,
  detailPath,
  editPath,
  expectNoTempFiles,
  file,
  filesIn,
  imageUpdatePath,
  makeExercise,
  makeRefs,
  mediaPath,
  type Part,
  patch,
  png,
  post,
  type Refs,
  UPLOAD_IMAGE,
} from "./helpers.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let refs: Refs;
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "eximg"), createGym(ctx, "eximg_o")]);
  refs = await makeRefs(ctx, gym);
});
afterAll(() => ctx.close());

const detail = async (id: number) => (await call(ctx, gym, "GET", detailPath(id))).json().exercise;
const primaries = (images: ExerciseImage[]) => images.filter((i) => i.is_primary).map((i) => i.id);

async function batch(entries: { type?: string; alt?: string; primary?: string; data?: Part }[]) {
  const parts: Record<string, Part> = {};
  for (const [i, e] of entries.entries()) {
    const n = i + 1;
    parts[`image_${n}`] = e.data ?? file(await png({ r: 10 * n, g: 100, b: 50 }));
    if (e.type !== undefined) parts[`image_type_${n}`] = e.type;
    if (e.alt !== undefined) parts[`alt_text_${n}`] = e.alt;
    if (e.primary !== undefined) parts[`is_primary_${n}`] = e.primary;
  }
  return parts;
}

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
      [await batch([{}, { type: "SELFIE" }]), "image_type_2: image_type must be one of"],
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
    const table = `${quoteIdent(gym.schema)}.exercise_images`;
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

describe("PATCH /api/android/exercise/{id}/edit/ (muscle images)", () => {
  it("sets the primary and secondary muscle images, replacing earlier ones and their files", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const res = await patch(ctx, gym, editPath(ex.id), {
      primary_muscle_image: file(await png({ r: 200, g: 0, b: 0 })),
      secondary_muscle_image: file(await png({ r: 0, g: 200, b: 0 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBeTruthy();
    expect(body.muscle_images_updated.map((u: { type: string }) => u.type)).toEqual([
      "PRIMARY_MUSCLE",
      "SECONDARY_MUSCLE",
    ]);
    const first = await detail(ex.id);
    expect(first.primary_muscle_images.map((i: ExerciseImage) => i.image_url)).toEqual([
      body.muscle_images_updated[0].url,
    ]);
    expect(first.secondary_muscle_images).toHaveLength(1);
    const again = await patch(ctx, gym, editPath(ex.id), { primary_muscle_image: file(await png()) });
    expect(again.json().muscle_images_updated).toEqual([{ type: "PRIMARY_MUSCLE", url: expect.any(String) }]);
    const second = await detail(ex.id);
    expect(second.primary_muscle_images).toHaveLength(1);
    expect(second.primary_muscle_images[0].image_url).toBe(again.json().muscle_images_updated[0].url);
    expect(second.secondary_muscle_images).toEqual(first.secondary_muscle_images);
    expect(existsSync(mediaPath(ctx, body.muscle_images_updated[0].url))).toBe(false);
  });

  it("refuses a call with neither file, a non-image, and an unknown exercise", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const none = await patch(ctx, gym, editPath(ex.id), { note: "x" });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(SELECT_A_MUSCLE_IMAGE);
    const bad = await patch(ctx, gym, editPath(ex.id), {
      primary_muscle_image: file(await png()),
      secondary_muscle_image: file(Buffer.from("nope"), "n.png"),
    });
    expect(bad.statusCode).toBe(400);
    expect((await detail(ex.id)).images).toEqual([]);
    const unknown = await patch(ctx, gym, editPath(987654), { primary_muscle_image: file(await png()) });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("DELETE /api/android/exercise/{id}/delete-image/?image_type=", () => {
  it("deletes every image of the type, rows and files, and counts what remains", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const added = (
      await patch(
        ctx,
        gym,
        addImagesPath(ex.id),
        await batch([{ type: "DEMO" }, { type: "DEMO" }, { type: "EQUIPMENT" }, { type: "PRIMARY_MUSCLE" }]),
      )
    ).json().images as ExerciseImage[];
    const res = await call(ctx, gym, "DELETE", deleteImagePath(ex.id, "DEMO"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, total_deleted: 2, remaining_images_count: 2 });
    expect(res.json().message).toBeTruthy();
    for (const i of added.slice(0, 2)) expect(existsSync(mediaPath(ctx, i.image_url))).toBe(false);
    for (const i of added.slice(2)) expect(existsSync(mediaPath(ctx, i.image_url))).toBe(true);
    for (const [type, left] of [
      ["PRIMARY_MUSCLE", 1],
      ["SECONDARY_MUSCLE", 1],
      ["EQUIPMENT", 0],
    ] as const) {
      const r = await call(ctx, gym, "DELETE", deleteImagePath(ex.id, type));
      expect(r.json().remaining_images_count, type).toBe(left);
    }
    expect((await detail(ex.id)).images).toEqual([]);
  });

  it("takes the token and schema_name in the query, and refuses a bad or missing type", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const viaQuery = await ctx.app.inject({
      method: "DELETE",
      url: `${deleteImagePath(ex.id, "demo")}&schema_name=${gym.schema}&token=${gym.token}`,
    });
    expect(viaQuery.statusCode, viaQuery.body).toBe(200);
    expect(viaQuery.json().total_deleted).toBe(0);
    for (const url of [deleteImagePath(ex.id, "SELFIE"), `/api/android/exercise/${ex.id}/delete-image/`]) {
      const res = await call(ctx, gym, "DELETE", url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain("image_type must be one of");
    }
    expect((await call(ctx, gym, "DELETE", deleteImagePath(987654, "DEMO"))).statusCode).toBe(404);
  });
});

describe("PATCH /api/exercise/{id}/images/{imageId}/update/", () => {
  it("edits alt_text and is_primary (JSON or form)", async () => {
    const ex = await makeExercise(ctx, gym, refs);
    const [img] = (await patch(ctx, gym, addImagesPath(ex.id), await batch([{ alt: "old" }]))).json().images;
    const json = await call(ctx, gym, "PATCH", imageUpdatePath(ex.id, img.id), { alt_text: "new alt" });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().image).toMatchObject({ id: img.id, alt_text: "new alt", is_primary: false });
    const form = await patch(ctx, gym, imageUpdatePath(ex.id, img.id), { is_primary: "true" });
    expect(form.json().image).toMatchObject({ alt_text: "new alt", is_primary: true });
    const off = await call(ctx, gym, "PATCH", imageUpdatePath(ex.id, img.id), { is_primary: false });
    expect(off.json().image.is_primary).toBe(false);
  });

  it("answers 404 for an image of another exercise, of another gym, or unknown ids", async () => {
    const a = await makeExercise(ctx, gym, refs);
    const b = await makeExercise(ctx, gym, refs);
    const [img] = (await patch(ctx, gym, addImagesPath(a.id), await batch([{}]))).json().images;
    const cases: [TestGym, number, number][] = [
      [gym, b.id, img.id],
      [gym, 987654, img.id],
      [gym, a.id, 987654],
      [gym, a.id, 99999999999],
      [other, a.id, img.id],
    ];
    for (const [g, id, imageId] of cases) {
      const res = await call(ctx, g, "PATCH", imageUpdatePath(id, imageId), { alt_text: "hijack" });
      expect(res.statusCode, `${id}/${imageId}`).toBe(404);
      expect(res.json().error).toBe(EXERCISE_IMAGE_NOT_FOUND);
    }
    expect((await detail(a.id)).images[0].alt_text).toBe("");
  });
});

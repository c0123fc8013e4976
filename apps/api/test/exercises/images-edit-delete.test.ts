import { existsSync } from "node:fs";
import { EXERCISE_IMAGE_NOT_FOUND, type ExerciseImage, SELECT_A_MUSCLE_IMAGE } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, patch } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import {
  addImagesPath,
  imageBatch as batch,
  deleteImagePath,
  detailPath,
  editPath,
  imageUpdatePath,
  makeExercise,
  makeRefs,
  type Refs,
} from "../support/exercises.ts";
import { mediaPath } from "../support/media.ts";
import { file, png } from "../support/multipart.ts";

/** Changing and removing images: muscle images, delete-image by type, and editing one image. */

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

  it("answers 404 for an image of another exercise, of another gym, or unknown ids; 400 out of range", async () => {
    const a = await makeExercise(ctx, gym, refs);
    const b = await makeExercise(ctx, gym, refs);
    const [img] = (await patch(ctx, gym, addImagesPath(a.id), await batch([{}]))).json().images;
    const cases: [TestGym, number, number][] = [
      [gym, b.id, img.id],
      [gym, 987654, img.id],
      [gym, a.id, 987654],
      [other, a.id, img.id],
    ];
    for (const [g, id, imageId] of cases) {
      const res = await call(ctx, g, "PATCH", imageUpdatePath(id, imageId), { alt_text: "hijack" });
      expect(res.statusCode, `${id}/${imageId}`).toBe(404);
      expect(res.json().error).toBe(EXERCISE_IMAGE_NOT_FOUND);
    }
    const outOfRange = await call(ctx, gym, "PATCH", imageUpdatePath(a.id, 99999999999), { alt_text: "hijack" });
    expect(outOfRange.statusCode).toBe(400);
    expect((await detail(a.id)).images[0].alt_text).toBe("");
  });
});

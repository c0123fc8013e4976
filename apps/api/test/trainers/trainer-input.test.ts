import { TRAINER_AGE_INVALID, TRAINER_IMAGE_MAX_BYTES, TRAINER_PHONE_INVALID } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { MEDIA_FOLDERS } from "../../src/uploads/folders.ts";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, filesIn } from "../support/media.ts";
import { pngOfSize } from "../support/media-files.ts";
import { file, form, png } from "../support/multipart.ts";
import { CREATE_TRAINER, countRows, trainerFields, trainerPath } from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "trn_in");
});
afterAll(() => ctx.close());

const textFields = () => {
  const f = trainerFields();
  return { name: f.name, phone_number: f.phone_number, age: String(f.age), gender: f.gender };
};
const send = (method: "POST" | "PUT", url: string, parts: Parameters<typeof form>[0]) =>
  ctx.app.inject({ method, url, headers: gym.auth, payload: form(parts) });

describe("the trainer photo is checked by its content", () => {
  it("refuses a PDF that claims to be a PNG: profile_image error, no row, no file kept", async () => {
    const before = await countRows(ctx, gym, "trainers");
    const res = await send("POST", CREATE_TRAINER, {
      ...textFields(),
      profile_image: file(Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n"), "photo.png", "image/png"),
    });
    expect(res.statusCode, res.body).toBe(400);
    const message = "profile_image: only image files are allowed (JPG, PNG, GIF, WebP)";
    expect(res.json()).toMatchObject({ success: false, error: message, profile_image: [message] });
    expect(await countRows(ctx, gym, "trainers")).toBe(before);
    expect(filesIn(ctx, gym, MEDIA_FOLDERS.trainers)).toEqual([]);
    await expectNoTempFiles(ctx);
  });

  it("refuses a truncated picture, and keeps the old photo when an edit sends a bad one", async () => {
    const good = await send("POST", CREATE_TRAINER, { ...textFields(), profile_image: file(await png()) });
    expect(good.statusCode, good.body).toBe(200);
    const trainer = good.json().trainer;
    const whole = await png({ r: 10, g: 10, b: 10 }, 200, 200);
    const res = await send("PUT", trainerPath(trainer.id, "update"), {
      ...textFields(),
      name: "Should not change",
      profile_image: file(whole.subarray(0, whole.length - 40), "cut.png"),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().profile_image).toEqual([res.json().error]);
    const list = await call(ctx, gym, "GET", `/api/trainers/?search=${encodeURIComponent(trainer.name)}`);
    expect(list.json().results[0]).toMatchObject({ name: trainer.name, profile_image: trainer.profile_image });
    expect(filesIn(ctx, gym, MEDIA_FOLDERS.trainers)).toHaveLength(1);
  });

  it("takes a photo of exactly 5 MB and refuses one byte more", async () => {
    const at = await send("POST", CREATE_TRAINER, {
      ...textFields(),
      profile_image: file(await pngOfSize(TRAINER_IMAGE_MAX_BYTES)),
    });
    expect(at.statusCode, at.body).toBe(200);
    const before = await countRows(ctx, gym, "trainers");
    const over = await send("POST", CREATE_TRAINER, {
      ...textFields(),
      profile_image: file(await pngOfSize(TRAINER_IMAGE_MAX_BYTES + 1)),
    });
    expectNo500(over);
    expect(over.statusCode).toBeGreaterThanOrEqual(400);
    expect(over.json().error).toMatch(/^profile_image: the image is too large \(5\.00MB\)/);
    expect(await countRows(ctx, gym, "trainers")).toBe(before);
    await expectNoTempFiles(ctx);
  });
});

describe("trainer phone numbers", () => {
  for (const phone of ["98765 43210", "+919876543210", "09876-54321", "", "９８７６５４３２１０"]) {
    it(`refuses ${JSON.stringify(phone)}`, async () => {
      const res = await call(ctx, gym, "POST", CREATE_TRAINER, trainerFields({ phone_number: phone }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().phone_number).toEqual([TRAINER_PHONE_INVALID]);
    });
  }

  it("takes ten digits sent as a JSON number, and as form text", async () => {
    const json = await call(ctx, gym, "POST", CREATE_TRAINER, trainerFields({ phone_number: 9876543210 }));
    expect(json.json().trainer.phone_number).toBe("9876543210");
    const multipart = await send("POST", CREATE_TRAINER, { ...textFields(), phone_number: " 9123456780 " });
    expect(multipart.json().trainer.phone_number).toBe("9123456780");
  });
});

describe("trainer age and gender from a multipart form", () => {
  const cases: [string, string, number][] = [
    ["17", "age", 400],
    ["18", "age", 200],
    ["100", "age", 200],
    ["101", "age", 400],
    ["abc", "age", 400],
    ["", "age", 400],
  ];
  for (const [value, field, status] of cases) {
    it(`${field} ${JSON.stringify(value)} → ${status}`, async () => {
      const before = await countRows(ctx, gym, "trainers");
      const res = await send("POST", CREATE_TRAINER, { ...textFields(), [field]: value });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) {
        expect(res.json()).toMatchObject({ success: false, error: TRAINER_AGE_INVALID, age: [TRAINER_AGE_INVALID] });
        expect(await countRows(ctx, gym, "trainers")).toBe(before);
        return;
      }
      const row = await ctx.db.pool.query(`SELECT age FROM ${qualified(gym.schema, "trainers")} WHERE id = $1`, [
        res.json().trainer.id,
      ]);
      expect(row.rows[0]?.age).toBe(Number(value));
    });
  }

  it("gender OTHER is stored lower case; a missing gender is a gender error", async () => {
    const ok = await send("POST", CREATE_TRAINER, { ...textFields(), gender: "OTHER" });
    expect(ok.json().trainer.gender).toBe("other");
    const { gender: _g, ...rest } = textFields();
    const missing = await send("POST", CREATE_TRAINER, rest);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().gender).toHaveLength(1);
  });
});

import { existsSync } from "node:fs";
import {
  TRAINER_AGE_INVALID,
  TRAINER_DEACTIVATED_INSTEAD,
  TRAINER_DELETED,
  TRAINER_GENDER_INVALID,
  TRAINER_NAME_REQUIRED,
  TRAINER_NOT_FOUND,
  TRAINER_PHONE_INVALID,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { mediaPath } from "../support/media.ts";
import { file, form, png } from "../support/multipart.ts";
import {
  CREATE_RATE,
  CREATE_TRAINER,
  countRows,
  makeBooking,
  makeMember,
  makeTrainer,
  TRAINERS,
  trainerFields,
  trainerPath,
} from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "trn_trn");
});
afterAll(() => ctx.close());

const multipart = (url: string, method: "POST" | "PUT", parts: Record<string, Parameters<typeof form>[0][string]>) =>
  ctx.app.inject({ method, url, headers: gym.auth, payload: form(parts) });

describe("POST /api/trainers/create/", () => {
  it("creates a trainer from a multipart form with a profile photo", async () => {
    const res = await multipart(CREATE_TRAINER, "POST", {
      name: "  Ravi Kumar ",
      phone_number: "9123456780",
      age: "34",
      gender: "Male",
      description: "Strength coach",
      award: "State powerlifting 2019",
      profile_image: file(await png()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { trainer } = res.json();
    expect(trainer).toMatchObject({
      name: "Ravi Kumar",
      phone_number: "9123456780",
      age: 34,
      gender: "male",
      description: "Strength coach",
      award: "State powerlifting 2019",
      is_active: true,
      rate_count: 0,
      booking_count: 0,
    });
    expect(trainer.profile_image).toMatch(/^\/media\/.+\/trainers\//);
    expect(existsSync(mediaPath(ctx, trainer.profile_image))).toBe(true);
  });

  it("accepts JSON without a photo", async () => {
    const res = await call(ctx, gym, "POST", CREATE_TRAINER, trainerFields({ name: "Json Trainer" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trainer).toMatchObject({ name: "Json Trainer", profile_image: null, description: "", award: "" });
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ["a missing name", { name: "" }, "name", TRAINER_NAME_REQUIRED],
    ["a 101-character name", { name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    ["a 9-digit phone", { phone_number: "987654321" }, "phone_number", TRAINER_PHONE_INVALID],
    ["an 11-digit phone", { phone_number: "98765432101" }, "phone_number", TRAINER_PHONE_INVALID],
    ["a phone with letters", { phone_number: "98765abc10" }, "phone_number", TRAINER_PHONE_INVALID],
    ["age 17", { age: 17 }, "age", TRAINER_AGE_INVALID],
    ["age 101", { age: 101 }, "age", TRAINER_AGE_INVALID],
    ["age 30.5", { age: 30.5 }, "age", TRAINER_AGE_INVALID],
    ["an unknown gender", { gender: "robot" }, "gender", TRAINER_GENDER_INVALID],
  ];
  for (const [what, extra, field, message] of refused) {
    it(`refuses ${what} with the field's message, writing nothing`, async () => {
      const before = await countRows(ctx, gym, "trainers");
      const res = await call(ctx, gym, "POST", CREATE_TRAINER, trainerFields(extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message, [field]: [message] });
      expect(await countRows(ctx, gym, "trainers")).toBe(before);
    });
  }

  it("accepts the boundaries: ages 18 and 100, a 100-character name, and stores them", async () => {
    for (const extra of [{ age: 18 }, { age: 100 }, { name: "n".repeat(100) }]) {
      const sent = trainerFields(extra);
      const res = await call(ctx, gym, "POST", CREATE_TRAINER, sent);
      expect(res.statusCode, res.body).toBe(200);
      const row = await ctx.db.pool.query(`SELECT name, age FROM ${qualified(gym.schema, "trainers")} WHERE id = $1`, [
        res.json().trainer.id,
      ]);
      expect(row.rows[0]).toEqual({ name: sent.name, age: sent.age });
    }
  });

  it("refuses text where the photo belongs, and a file that is not an image", async () => {
    const text = await multipart(CREATE_TRAINER, "POST", { ...stringFields(), profile_image: "not a file" });
    expect(text.statusCode).toBe(400);
    const pdf = await multipart(CREATE_TRAINER, "POST", {
      ...stringFields(),
      profile_image: file(Buffer.from("%PDF-1.4 not an image"), "cv.pdf", "application/pdf"),
    });
    expectNo500(pdf);
    expect(pdf.statusCode).toBeGreaterThanOrEqual(400);
  });
});

function stringFields() {
  const f = trainerFields();
  return { name: f.name, phone_number: f.phone_number, age: String(f.age), gender: f.gender };
}

describe("GET /api/trainers/", () => {
  it("lists results[] with counts, filtered by is_active and search", async () => {
    const own = await createGym(ctx, "trn_lst");
    const a = await call(ctx, own, "POST", CREATE_TRAINER, trainerFields({ name: "Anita Sharma" }));
    await call(ctx, own, "POST", CREATE_TRAINER, trainerFields({ name: "Bharat Singh", is_active: false }));
    const all = await call(ctx, own, "GET", TRAINERS);
    expect(all.json()).toMatchObject({ success: true, count: 2, page: 1 });
    expect(all.json().results.map((t: { name: string }) => t.name)).toEqual(["Anita Sharma", "Bharat Singh"]);
    const active = await call(ctx, own, "GET", `${TRAINERS}?is_active=true`);
    expect(active.json().results.map((t: { id: number }) => t.id)).toEqual([a.json().trainer.id]);
    const search = await call(ctx, own, "GET", `${TRAINERS}?search=bhar`);
    expect(search.json().results.map((t: { name: string }) => t.name)).toEqual(["Bharat Singh"]);
  });
});

describe("PUT and PATCH /api/trainers/{id}/update/", () => {
  it("PUT replaces the fields and the photo, removing the old file", async () => {
    const created = await multipart(CREATE_TRAINER, "POST", { ...stringFields(), profile_image: file(await png()) });
    const before = created.json().trainer;
    const res = await multipart(trainerPath(before.id, "update"), "PUT", {
      ...stringFields(),
      name: "Renamed",
      age: "45",
      profile_image: file(await png({ r: 0, g: 200, b: 0 }), "new.png"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().trainer;
    expect(after).toMatchObject({ id: before.id, name: "Renamed", age: 45 });
    expect(after.profile_image).not.toBe(before.profile_image);
    expect(existsSync(mediaPath(ctx, after.profile_image))).toBe(true);
    expect(existsSync(mediaPath(ctx, before.profile_image))).toBe(false);
  });

  it("PUT without a photo keeps the current one; bad input is a 400 and changes nothing", async () => {
    const created = await multipart(CREATE_TRAINER, "POST", { ...stringFields(), profile_image: file(await png()) });
    const before = created.json().trainer;
    const kept = await multipart(trainerPath(before.id, "update"), "PUT", { ...stringFields(), name: "Kept photo" });
    expect(kept.json().trainer.profile_image).toBe(before.profile_image);
    const bad = await call(ctx, gym, "PUT", trainerPath(before.id, "update"), trainerFields({ age: 17 }));
    expect(bad.statusCode).toBe(400);
    const list = await call(ctx, gym, "GET", `${TRAINERS}?search=Kept photo`);
    expect(list.json().results[0]).toMatchObject({ id: before.id, name: "Kept photo" });
  });

  it("PATCH toggles is_active (Activate/Deactivate)", async () => {
    const t = await makeTrainer(ctx, gym);
    const off = await call(ctx, gym, "PATCH", trainerPath(t.id, "update"), { is_active: false });
    expect(off.json().trainer.is_active).toBe(false);
    const on = await call(ctx, gym, "PATCH", trainerPath(t.id, "update"), { is_active: true });
    expect(on.json().trainer.is_active).toBe(true);
  });

  it("answers 404 for a trainer that does not exist, and 400 for an id out of range", async () => {
    const missing = await call(ctx, gym, "PATCH", trainerPath(999999, "update"), { is_active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(TRAINER_NOT_FOUND);
    const huge = await call(ctx, gym, "PATCH", trainerPath("99999999999", "update"), { is_active: false });
    expect(huge.statusCode).toBe(400);
  });
});

describe("DELETE /api/trainers/{id}/delete/", () => {
  it("deletes a trainer without rates or bookings, and its photo", async () => {
    const created = await multipart(CREATE_TRAINER, "POST", { ...stringFields(), profile_image: file(await png()) });
    const t = created.json().trainer;
    const res = await call(ctx, gym, "DELETE", trainerPath(t.id, "delete"));
    expect(res.json()).toEqual({ success: true, message: TRAINER_DELETED, id: t.id, deactivated: false });
    expect(existsSync(mediaPath(ctx, t.profile_image))).toBe(false);
    const again = await call(ctx, gym, "DELETE", trainerPath(t.id, "delete"));
    expect(again.statusCode).toBe(404);
  });

  it("deactivates instead when the trainer has a rate or a booking (decision 0123)", async () => {
    const withRate = await makeTrainer(ctx, gym);
    await call(ctx, gym, "POST", CREATE_RATE, { trainer_id: withRate.id, amount: "1000" });
    const withBooking = await makeTrainer(ctx, gym);
    await makeBooking(ctx, gym, await makeMember(ctx, gym), withBooking.id);
    for (const t of [withRate, withBooking]) {
      const res = await call(ctx, gym, "DELETE", trainerPath(t.id, "delete"));
      expect(res.json()).toEqual({ success: true, message: TRAINER_DEACTIVATED_INSTEAD, id: t.id, deactivated: true });
      const list = await call(ctx, gym, "GET", `${TRAINERS}?is_active=false`);
      expect(list.json().results.map((x: { id: number }) => x.id)).toContain(t.id);
    }
  });
});

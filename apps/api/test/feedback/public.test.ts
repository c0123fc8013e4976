import { existsSync, readFileSync } from "node:fs";
import {
  FEEDBACK_CATEGORY_NOT_FOUND,
  FEEDBACK_PHOTO_MAX_BYTES,
  FEEDBACK_RATING_INVALID,
  GYM_PAGE_NOT_FOUND,
  MEMBER_NOT_RECOGNISED,
  PUBLIC_FEEDBACK_SENT,
  PUBLIC_GYM_PAGE_MAX_AGE,
  TOO_MUCH_FEEDBACK,
} from "@gym/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { categoryId, countRows, formFields, LIST, makeMember, publicCategories, submit } from "../support/feedback.ts";
import { expectNoTempFiles, filesIn, mediaPath } from "../support/media.ts";
import { expectNoHtml, followedByHtml, jpeg, noisyJpeg, pngOfSize } from "../support/media-files.ts";
import { file, png } from "../support/multipart.ts";

/** The public feedback form (issue 13 ★; designed, decisions 0112, 0113). */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let member: Awaited<ReturnType<typeof makeMember>>;
let neighbour: Awaited<ReturnType<typeof makeMember>>;
let general: number;
let address = 0;
/** The production default (env PUBLIC_FEEDBACK_PER_ADDRESS_PER_HOUR). */
const PUBLIC_FEEDBACK_PER_HOUR = 10;
/** Each test its own address, so the per-address limit is tested only where it is meant to be. */
const nextAddress = () => `203.0.113.${++address}`;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_FEEDBACK_PER_ADDRESS_PER_HOUR: String(PUBLIC_FEEDBACK_PER_HOUR) });
  [gym, other] = await Promise.all([createGym(ctx, "fb_pub"), createGym(ctx, "fb_pub_other")]);
  member = await makeMember(ctx, gym, { first_name: "Asha", last_name: "Rao", phone: "9876501234" });
  neighbour = await makeMember(ctx, gym, { first_name: "Ravi", last_name: "Kumar", phone: "9123456780" });
  general = await categoryId(ctx, gym, "General");
});
afterAll(() => ctx.close());

const fields = (overrides: Record<string, string> = {}) => formFields(member, general, overrides);

type Reply = Awaited<ReturnType<TestContext["app"]["inject"]>>;

async function expectNothingWritten(run: () => Promise<Reply>, status = 400): Promise<Reply> {
  const before = await countRows(ctx, gym, "feedback");
  const photos = filesIn(ctx, gym, "feedback").length;
  const res = await run();
  expectNo500(res);
  expect(res.statusCode, res.body).toBe(status);
  expect(await countRows(ctx, gym, "feedback")).toBe(before);
  expect(filesIn(ctx, gym, "feedback")).toHaveLength(photos);
  return res;
}

describe("GET public feedback categories", () => {
  it("answers the active categories' names without a token, cacheable", async () => {
    const res = await ctx.app.inject({ method: "GET", url: publicCategories(gym.schema) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(`public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
    expect(res.json().categories[0]).toEqual({ id: general, name: "General" });
    expect(Object.keys(res.json().categories[0])).toEqual(["id", "name"]);
  });

  it("is the page's one 404 for an unknown gym", async () => {
    const res = await ctx.app.inject({ method: "GET", url: publicCategories("no_such_gym") });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(GYM_PAGE_NOT_FOUND);
  });
});

describe("POST public feedback", () => {
  it("takes a member's feedback with a photo; it arrives in the owner's list PENDING and MEDIUM, 0 days old", async () => {
    const res = await submit(
      ctx,
      gym.schema,
      { ...fields({ phone: "+91 98765 01234" }), photo: file(await png(), "belt.png") },
      nextAddress(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: PUBLIC_FEEDBACK_SENT });
    expect(body.feedback).toMatchObject({ subject: "Treadmill belt", status: "PENDING", rating: 3, responses: [] });
    expect(body.feedback.attachment_url).toMatch(/^\/media\/.+\/feedback\/.+\.png$/);
    expect(existsSync(mediaPath(ctx, body.feedback.attachment_url))).toBe(true);
    const listed = (await call(ctx, gym, "GET", LIST)).json().feedbacks[0];
    expect(listed).toMatchObject({
      id: body.feedback.id,
      member_name: "Asha Rao",
      member_code: member.code,
      category_name: "General",
      status: "PENDING",
      priority: "MEDIUM",
      days_since_submitted: 0,
    });
    await expectNoTempFiles(ctx);
  });

  it("refuses a wrong phone and a made-up member code with the same one message, writing nothing", async () => {
    const wrongPhone = await expectNothingWritten(() =>
      submit(ctx, gym.schema, fields({ phone: "9000000000" }), nextAddress()),
    );
    const madeUp = await expectNothingWritten(() =>
      submit(ctx, gym.schema, fields({ member_code: "MEM9999" }), nextAddress()),
    );
    const othersPhone = await expectNothingWritten(() =>
      submit(ctx, gym.schema, fields({ phone: neighbour.phone }), nextAddress()),
    );
    expect(wrongPhone.json().error).toBe(MEMBER_NOT_RECOGNISED);
    expect(madeUp.body).toBe(wrongPhone.body);
    expect(othersPhone.body).toBe(wrongPhone.body);
  });

  it("does not accept one gym's member on another gym's page", async () => {
    const res = await submit(ctx, other.schema, fields(), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MEMBER_NOT_RECOGNISED);
    expect(await countRows(ctx, other, "feedback")).toBe(0);
  });

  it("refuses a rating outside 1 to 5 with its message", async () => {
    for (const rating of ["6", "0", "-1", "2.5", "abc", ""]) {
      const res = await expectNothingWritten(() => submit(ctx, gym.schema, fields({ rating }), nextAddress()));
      expect(res.json().error, rating).toBe(FEEDBACK_RATING_INVALID);
    }
  });

  it("refuses an unknown category", async () => {
    const res = await expectNothingWritten(() =>
      submit(ctx, gym.schema, fields({ category_id: "999999" }), nextAddress()),
    );
    expect(res.json().error).toBe(FEEDBACK_CATEGORY_NOT_FOUND);
  });

  it("requires subject, message, member code and phone", async () => {
    for (const [field, text] of [
      ["subject", "Subject is required"],
      ["message", "Message is required"],
      ["member_code", "Member code is required"],
      ["phone", "Phone number is required"],
    ] as const) {
      const res = await expectNothingWritten(() => submit(ctx, gym.schema, fields({ [field]: "  " }), nextAddress()));
      expect(res.json().error).toBe(text);
    }
  });

  it("refuses an attachment that is not an image, or is over 5 MB, and keeps no file", async () => {
    const text = await expectNothingWritten(() =>
      submit(
        ctx,
        gym.schema,
        { ...fields(), photo: file(Buffer.from("not a picture at all"), "fake.png") },
        nextAddress(),
      ),
    );
    expect(text.json().error).toBe("photo: only image files are allowed (JPG, PNG, GIF, WebP)");
    const big = await expectNothingWritten(
      async () =>
        submit(
          ctx,
          gym.schema,
          { ...fields(), photo: file(await pngOfSize(5 * 1024 * 1024 + 1), "big.png") },
          nextAddress(),
        ),
      413,
    );
    expect(big.json().error).toMatch(/^photo: the image is too large \(5(\.00)?MB\)\. Maximum allowed size is 5MB\.$/);
    const exact = await submit(
      ctx,
      gym.schema,
      { ...fields(), photo: file(await pngOfSize(5 * 1024 * 1024), "ok.png") },
      nextAddress(),
    );
    expect(exact.statusCode, exact.body).toBe(200);
    await expectNoTempFiles(ctx);
  });

  it("stores a PNG or a JPEG followed by an HTML page as the picture alone (decision 0212)", async () => {
    const sender = await makeMember(ctx, gym, { phone: "9876512345" });
    const own = fields({ member_code: sender.code, phone: sender.phone });
    for (const [picture, name, type, format] of [
      [followedByHtml(await png()), "page.png", "image/png", "png"],
      [followedByHtml(await jpeg()), "page.jpg", "image/jpeg", "jpeg"],
    ] as const) {
      const res = await submit(ctx, gym.schema, { ...own, photo: file(picture, name, type) }, nextAddress());
      expect(res.statusCode, res.body).toBe(200);
      const path = mediaPath(ctx, res.json().feedback.attachment_url);
      expectNoHtml(path);
      expect(await sharp(readFileSync(path)).metadata()).toMatchObject({ format, width: 40, height: 30 });
    }
    await expectNoTempFiles(ctx);
  });

  it("refuses a photo under 5 MB whose stored re-encoding would be over it, with the limit's text", async () => {
    const photo = await noisyJpeg(4400, 4400);
    expect(photo.length).toBeLessThan(FEEDBACK_PHOTO_MAX_BYTES);
    const res = await expectNothingWritten(
      () => submit(ctx, gym.schema, { ...fields(), photo: file(photo, "noise.jpg", "image/jpeg") }, nextAddress()),
      413,
    );
    const [, megabytes] = /^photo: the image is too large \((\d+\.\d\d)MB\)\. Maximum allowed size is 5MB\.$/.exec(
      res.json().error,
    ) ?? [res.json().error];
    expect(Number(megabytes)).toBeGreaterThan(5);
    await expectNoTempFiles(ctx);
  }, 60_000);

  it("limits one member to a few messages a day, from any address", async () => {
    const limited = await makeMember(ctx, gym, { phone: "9988776655" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await submit(
        ctx,
        gym.schema,
        fields({ member_code: limited.code, phone: limited.phone }),
        nextAddress(),
      );
      statuses.push(res.statusCode);
      if (i === 5) expect(res.json().error).toBe(TOO_MUCH_FEEDBACK);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("limits a flood from one address with 429, wrong guesses included, and writes nothing once limited", async () => {
    const flood = "198.51.100.250";
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_FEEDBACK_PER_HOUR; i++) {
      statuses.push((await submit(ctx, gym.schema, fields({ phone: `90000000${10 + i}` }), flood)).statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    await expectNothingWritten(() => submit(ctx, gym.schema, fields(), flood), 429);
    expect(
      (await submit(ctx, gym.schema, fields({ member_code: neighbour.code, phone: neighbour.phone }), nextAddress()))
        .statusCode,
    ).toBe(200);
  });
});

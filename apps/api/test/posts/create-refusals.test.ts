import { POST_CATEGORY_NOT_FOUND, postImageTooLarge } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_FOLDERS } from "../../src/uploads/folders.ts";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, filesIn } from "../support/media.ts";
import { pngOfSize } from "../support/media-files.ts";
import { file, form, png } from "../support/multipart.ts";
import { CREATE_POST, countPosts, makePostCategory } from "../support/posts.ts";

/** What a new post's form refuses: another gym's category, a file that is not an image, an image over 5 MB. */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pst_refuse");
});
afterAll(() => ctx.close());

const create = (parts: Parameters<typeof form>[0]) => call(ctx, gym, "POST", CREATE_POST, form(parts));

describe("POST /api/gym-posts/posts/create/ refusals", () => {
  it("refuses a category of another gym (it does not exist here) with a 400", async () => {
    const other = await createGym(ctx, "pst_new_b");
    const theirs = await makePostCategory(ctx, other, { name: "Theirs" });
    const res = await create({ title: "Cross gym", category: String(theirs.id + 1000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(POST_CATEGORY_NOT_FOUND);
    const res2 = await call(ctx, other, "POST", CREATE_POST, form({ title: "x", category: "999999" }));
    expect(res2.statusCode).toBe(400);
  });

  it("refuses a file that is not an image, and text where an image belongs, keeping no file", async () => {
    const before = filesIn(ctx, gym, MEDIA_FOLDERS.posts).length;
    const pdf = await create({
      title: "Bad file",
      main_image: file(await png()),
      banner_image: file(Buffer.from("%PDF-1.4 not an image"), "flyer.png", "image/png"),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toBe("banner_image: only image files are allowed (JPG, PNG, GIF, WebP)");
    const text = await create({ title: "Text file", gallery_image_1: "not a file" });
    expect(text.statusCode).toBe(400);
    expect(filesIn(ctx, gym, MEDIA_FOLDERS.posts)).toHaveLength(before);
    await expectNoTempFiles(ctx);
  });

  it("takes an image of exactly 5 MB and refuses one byte more with the size in the message (413)", async () => {
    const limit = 5 * 1024 * 1024;
    const ok = await create({ title: "Big", main_image: file(await pngOfSize(limit)) });
    expect(ok.statusCode, ok.body).toBe(200);
    const before = await countPosts(ctx, gym);
    const tooBig = await create({ title: "Too big", gallery_image_2: file(await pngOfSize(limit + 1)) });
    expectNo500(tooBig);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(postImageTooLarge("gallery_image_2", "5.00"));
    expect(await countPosts(ctx, gym)).toBe(before);
    await expectNoTempFiles(ctx);
  });
});

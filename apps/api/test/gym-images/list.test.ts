import { GYM_IMAGE_TYPES } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { addImages, LIST } from "../support/gym-images.ts";
import { file, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "gimg_list");
});
afterAll(() => ctx.close());

const list = (query = "") => ctx.app.inject({ method: "GET", url: `${LIST}${query}`, headers: gym.auth });

describe("GET /api/android/gyms/images/", () => {
  it("answers every type key, empty, for a new gym", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      images: [],
      grouped_images: Object.fromEntries(GYM_IMAGE_TYPES.map((t) => [t, []])),
    });
  });

  it("groups images by type and filters by image_type and is_featured", async () => {
    const add = await addImages(ctx, gym, {
      image_1: file(await png()),
      image_type_1: "FACILITY",
      title_1: "Front desk",
      image_2: file(await png({ r: 10, g: 120, b: 200 })),
      image_type_2: "CLASS",
      is_featured_2: "true",
      image_3: file(await png({ r: 10, g: 200, b: 90 })),
      image_type_3: "FACILITY",
      title_3: "Locker room",
      is_featured_3: "true",
    });
    expect(add.statusCode, add.body).toBe(200);

    const body = (await list()).json();
    expect(body.images).toHaveLength(3);
    expect(body.grouped_images.FACILITY.map((i: { title: string }) => i.title).sort()).toEqual([
      "Front desk",
      "Locker room",
    ]);
    expect(body.grouped_images.CLASS).toHaveLength(1);
    for (const t of ["EQUIPMENT", "GALLERY", "EVENT"]) expect(body.grouped_images[t]).toEqual([]);
    const image = body.grouped_images.CLASS[0];
    expect(image).toEqual({
      id: expect.any(Number),
      title: "Image 2",
      description: "",
      image_type: "CLASS",
      is_featured: true,
      image_url: expect.stringMatching(new RegExp(`^/media/${gym.schema}/gym-images/[0-9a-f-]{36}\\.png$`)),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const facility = (await list("?image_type=facility")).json();
    expect(facility.images.map((i: { image_type: string }) => i.image_type)).toEqual(["FACILITY", "FACILITY"]);
    const featured = (await list("?is_featured=true")).json();
    expect(featured.images.map((i: { title: string }) => i.title).sort()).toEqual(["Image 2", "Locker room"]);
    const both = (await list("?image_type=FACILITY&is_featured=false")).json();
    expect(both.images.map((i: { title: string }) => i.title)).toEqual(["Front desk"]);
  });

  it("serves the stored file at its image_url without a token (an <img> sends none)", async () => {
    const [image] = (await list()).json().images;
    const res = await ctx.app.inject({ method: "GET", url: image.image_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  it("refuses an unknown image_type filter with 400, and a call without a token with 401", async () => {
    const bad = await list("?image_type=POOL");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const anonymous = await ctx.app.inject({ method: "GET", url: LIST });
    expect(anonymous.statusCode).toBe(401);
  });
});

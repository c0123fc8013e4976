import { describe, expect, it } from "vitest";
import { drawPicture, type PictureSpec } from "../../src/seed/pictures.ts";
import { loadSharp } from "../../src/uploads/load-sharp.ts";

// Decision 0388: sharp runs without libvips's operation cache (every image is new, so the cache only kept
// buffers resident); a seeded picture is the same bytes as with it.
const SPEC: PictureSpec = {
  label: "Bench Press",
  labelStyle: "center",
  colors: ["#2B6CB0", "#553C9A"],
  width: 480,
  height: 320,
};

describe("sharp's set-up", () => {
  it("keeps no operation cache", async () => {
    const sharp = await loadSharp();
    const { memory, files, items } = sharp.cache();
    expect([memory.max, files.max, items.max]).toEqual([0, 0, 0]);
    expect(await loadSharp()).toBe(sharp);
  });

  it("draws a seeded picture the same as with the cache", async () => {
    const sharp = await loadSharp();
    const without = await (await drawPicture(SPEC)).toBuffer();
    sharp.cache(true);
    try {
      const first = await (await drawPicture(SPEC)).toBuffer();
      const cached = await (await drawPicture(SPEC)).toBuffer();
      expect(first.equals(without)).toBe(true);
      expect(cached.equals(without)).toBe(true);
    } finally {
      sharp.cache(false);
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROTLI_QUALITY, COMPRESSIBLE_TYPES, GZIP_LEVEL } from "../../src/plugins/compression.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

// A built dashboard in miniature: one hashed script with the .br and .gz the build writes beside it.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};`;
const MEDIA_FILES = ["big.png", "clip.mp4", "invoice.pdf", "photo.webp", "photo.jpg", "members.xlsx", "blob.bin"];
const bigPicture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(20_000, 7)]);

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), "gym-web-"));
  mkdirSync(join(web, "assets"));
  writeFileSync(join(web, "index.html"), "<!doctype html><title>Gym Owner Dashboard</title>");
  writeFileSync(join(web, "assets", "index-abc.js"), script);
  writeFileSync(join(web, "assets", "index-abc.js.br"), brotliCompressSync(script));
  writeFileSync(join(web, "assets", "index-abc.js.gz"), gzipSync(script));
  ctx = await createTestContext({ WEB_DIST: web });
  gym = await createGym(ctx, "compress");
  mkdirSync(join(ctx.env.UPLOAD_DIR, gym.schema), { recursive: true });
  for (const name of MEDIA_FILES) writeFileSync(join(ctx.env.UPLOAD_DIR, gym.schema, name), bigPicture);
  mkdirSync(join(web, ".vite"));
  writeFileSync(join(web, ".vite", "manifest.json"), "{}");
});
afterAll(() => ctx.close());

const varyIncludesEncoding = (vary: unknown) =>
  String(vary ?? "")
    .toLowerCase()
    .includes("accept-encoding");

describe("the dashboard's pre-compressed assets", () => {
  it("sends the brotli file to a browser that accepts br, with Vary and the long cache", async () => {
    const res = await ctx.app.inject({
      url: "/assets/index-abc.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(varyIncludesEncoding(res.headers.vary)).toBe(true);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends the gzip file to a client that accepts only gzip, and the plain file to one that accepts neither", async () => {
    const gzip = await ctx.app.inject({ url: "/assets/index-abc.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await ctx.app.inject({ url: "/assets/index-abc.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(varyIncludesEncoding(plain.headers.vary)).toBe(true);
    expect(plain.body).toBe(script);
  });

  it("does not serve the build's own manifest", async () => {
    expect((await ctx.app.inject({ url: "/.vite/manifest.json" })).statusCode).toBe(404);
  });

  it("keeps index.html revalidated on every load, so a new build is picked up", async () => {
    const res = await ctx.app.inject({ url: "/", headers: { accept: "text/html", "accept-encoding": "br" } });
    expect(res.headers["cache-control"]).toBe("no-cache");
    const route = await ctx.app.inject({ url: "/dashboard", headers: { accept: "text/html" } });
    expect(route.headers["cache-control"]).toBe("no-cache");
  });
});

describe("compression of API answers", () => {
  it("compresses a large JSON answer for a client that accepts it, and says so in Vary", async () => {
    const res = await ctx.app.inject({
      url: "/api/android/exercise/menu/",
      headers: { ...gym.auth, "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(varyIncludesEncoding(res.headers.vary)).toBe(true);
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    const plain = await ctx.app.inject({ url: "/api/android/exercise/menu/", headers: gym.auth });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(json).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("uses brotli quality 2 and gzip level 4 for dynamic answers (decision 0313)", async () => {
    const plain = await ctx.app.inject({ url: "/api/android/exercise/menu/", headers: gym.auth });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await ctx.app.inject({
      url: "/api/android/exercise/menu/",
      headers: { ...gym.auth, "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    const quality = (q: number) =>
      brotliCompressSync(plain.rawPayload, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: q },
      });
    expect(br.rawPayload.equals(quality(BROTLI_QUALITY))).toBe(true);
    expect(BROTLI_QUALITY).toBe(2);
    const gzip = await ctx.app.inject({
      url: "/api/android/exercise/menu/",
      headers: { ...gym.auth, "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // gzip's header carries no level; its deflate stream is what level 4 makes of the body.
    expect(
      gzip.rawPayload.subarray(10, -8).equals(gzipSync(plain.rawPayload, { level: GZIP_LEVEL }).subarray(10, -8)),
    ).toBe(true);
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const res = await ctx.app.inject({ url: "/health", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it.each(MEDIA_FILES)("never compresses media again, however large: %s", async (name) => {
    const res = await ctx.app.inject({
      url: `/media/${gym.schema}/${name}`,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(bigPicture)).toBe(true);
  });

  it("does not inflate a compressed request body: it is refused as bad JSON, not expanded", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/android/auth/login/",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ schema_name: gym.schema, username: "owner", password: gym.password })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("which types count as compressible", () => {
  it.each([
    ["application/json; charset=utf-8", true],
    ["application/problem+json", true],
    ["text/html; charset=utf-8", true],
    ["text/csv", true],
    ["text/javascript; charset=utf-8", true],
    ["application/javascript", true],
    ["image/svg+xml", true],
    ["application/manifest+json", true],
    ["text/event-stream", false],
    ["image/png", false],
    ["image/jpeg", false],
    ["video/mp4", false],
    ["application/pdf", false],
    ["application/octet-stream", false],
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", false],
  ])("%s → %s", (type, expected) => {
    expect(COMPRESSIBLE_TYPES.test(type)).toBe(expected);
  });
});

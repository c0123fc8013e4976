import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressFolder, TEXT_ASSET } from "./precompress.ts";

describe("precompressFolder", () => {
  const dist = mkdtempSync(join(tmpdir(), "gym-dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  const script = `export const a = ${JSON.stringify("x".repeat(5000))};`;
  writeFileSync(join(dist, "assets", "index-1.js"), script);
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>t</title>".repeat(40));
  writeFileSync(join(dist, "assets", "tiny.js"), "1");
  writeFileSync(join(dist, "icon.png"), Buffer.alloc(4000, 1));
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify({ a: "b".repeat(3000) }));

  it("writes a .br and a .gz beside each text file that decompress to the same bytes", async () => {
    await precompressFolder(dist);
    for (const file of ["assets/index-1.js", "index.html"]) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it("skips images, the build's manifest and variants that would not be smaller", () => {
    expect(existsSync(join(dist, "icon.png.br"))).toBe(false);
    expect(existsSync(join(dist, ".vite", "manifest.json.br"))).toBe(false);
    expect(existsSync(join(dist, "assets", "tiny.js.gz"))).toBe(false);
  });

  it("treats scripts, styles, pages, SVG, JSON, the web manifest and CSV as text", () => {
    for (const name of ["a.js", "a.mjs", "a.css", "a.html", "a.svg", "a.json", "manifest.webmanifest", "a.csv"]) {
      expect(TEXT_ASSET.test(name), name).toBe(true);
    }
    for (const name of ["a.png", "a.ico", "a.woff2", "a.xlsx", "a.js.br", "a.js.gz"]) {
      expect(TEXT_ASSET.test(name), name).toBe(false);
    }
  });
});

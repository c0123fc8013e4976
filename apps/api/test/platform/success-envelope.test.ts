import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const src = join(import.meta.dirname, "../../../../packages/contracts/src");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

describe("the contracts' success envelope (issue 22 §6)", () => {
  it("is written once, in common.ts: every other contract uses successBody or successMessageBody", () => {
    const all = files(src);
    expect(all.length).toBeGreaterThan(30);
    const written = all
      .filter((f) => relative(src, f) !== "common.ts")
      .filter((f) => /success:\s*z\.literal\(\s*true\s*\)/.test(readFileSync(f, "utf8")))
      .map((f) => relative(src, f));
    expect(written).toEqual([]);
  });
});

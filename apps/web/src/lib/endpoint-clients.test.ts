import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 22 §5: one client file per endpoint. Every API path written as a string in src (not in a
 * comment, not in a test) appears in one file only; a read two features share lives in src/lib/ (as
 * members-list.ts, trainers-list.ts, gym-members.ts, create-member-payment.ts do), so each endpoint has
 * one fetcher and one query key.
 */
const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `/api/members/members/${id}/card/` and `/api/members/members/` are different endpoints. */
export function endpointPaths(source: string): string[] {
  const paths = new Set<string>();
  for (const m of source.matchAll(/(["'`])(\/api\/[^"'`\s]*)\1?/g)) {
    const path = (m[2] ?? "").replace(/\$\{[^}]*\}/g, "{}").replace(/[?#].*$/, "");
    paths.add(path);
  }
  return [...paths];
}

export function filesByEndpoint(files: { file: string; source: string }[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const { file, source } of files)
    for (const path of endpointPaths(source)) byPath.set(path, [...(byPath.get(path) ?? []), file]);
  return byPath;
}

describe("one client file per endpoint", () => {
  it("reads a path from strings and template literals, not from comments", () => {
    const source = [
      "/** GET /api/trainers/ (decision 0005) */",
      'export const TRAINERS_PATH = "/api/trainers/";',
      `export const cardPath = (id: number) => \`/api/members/members/${"$"}{id}/card/\`;`,
    ].join("\n");
    expect(endpointPaths(source).sort()).toEqual(["/api/members/members/{}/card/", "/api/trainers/"]);
  });

  it("finds a path written in two files", () => {
    const twice = filesByEndpoint([
      { file: "a.ts", source: 'const A = "/api/gym-members/";' },
      { file: "b.ts", source: "const B = '/api/gym-members/';" },
    ]);
    expect(twice.get("/api/gym-members/")).toEqual(["a.ts", "b.ts"]);
  });

  it("every endpoint path in src is written in one file", () => {
    const files = sourceFiles(SRC).map((path) => ({
      file: relative(SRC, path),
      source: readFileSync(path, "utf8"),
    }));
    const byPath = filesByEndpoint(files);
    expect(byPath.size).toBeGreaterThan(50);
    const twice = [...byPath]
      .filter(([, where]) => where.length > 1)
      .map(([path, where]) => `${path}: ${where.join(", ")}`);
    expect(twice).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FEATURES = join(SRC, "features");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of a file: static imports, re-exports and dynamic import() calls. */
export function importSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

function featureOf(path: string): string | null {
  const inside = relative(FEATURES, path);
  if (inside.startsWith("..")) return null;
  return inside.split(sep)[0] ?? null;
}

/** `features/x/...` importing `features/y/...` (y ≠ x), as "file → import". */
export function crossFeatureImports(files: Array<{ path: string; source: string }>): string[] {
  return files.flatMap(({ path, source }) => {
    const own = featureOf(path);
    return importSpecifiers(source)
      .filter((specifier) => specifier.startsWith("."))
      .filter((specifier) => {
        const target = featureOf(resolve(dirname(path), specifier));
        return target !== null && target !== own;
      })
      .map((specifier) => `${relative(SRC, path)} → ${specifier}`);
  });
}

describe("feature boundaries (docs/conventions.md, Web rules)", () => {
  it("finds a cross-feature import when there is one", () => {
    const found = crossFeatureImports([
      {
        path: join(FEATURES, "dashboard", "components", "QuickActions.tsx"),
        source: 'import { X } from "../../members/components/X.tsx";\nimport { Y } from "../utils/y.ts";',
      },
      { path: join(FEATURES, "members", "pages", "P.tsx"), source: 'const m = await import("../../trainers/x.ts");' },
    ]);
    expect(found).toEqual([
      "features/dashboard/components/QuickActions.tsx → ../../members/components/X.tsx",
      "features/members/pages/P.tsx → ../../trainers/x.ts",
    ]);
  });

  it("no feature imports another feature (shared code lives in components/, lib/ or app/)", () => {
    const files = sourceFiles(FEATURES).map((path) => ({ path, source: readFileSync(path, "utf8") }));
    expect(files.length).toBeGreaterThan(50);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  it("no feature imports app/ (app/ imports features: the other way round would be a cycle)", () => {
    const upward = sourceFiles(FEATURES).flatMap((path) =>
      importSpecifiers(readFileSync(path, "utf8"))
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => !relative(join(SRC, "app"), resolve(dirname(path), specifier)).startsWith(".."))
        .map((specifier) => `${relative(SRC, path)} → ${specifier}`),
    );
    expect(upward).toEqual([]);
  });

  it("components/ and lib/ import no feature (they are shared, so features can depend on them)", () => {
    const shared = [...sourceFiles(join(SRC, "components")), ...sourceFiles(join(SRC, "lib"))];
    const intoFeatures = shared.flatMap((path) =>
      importSpecifiers(readFileSync(path, "utf8"))
        .filter((specifier) => specifier.startsWith(".") && featureOf(resolve(dirname(path), specifier)) !== null)
        .map((specifier) => `${relative(SRC, path)} → ${specifier}`),
    );
    expect(intoFeatures).toEqual([]);
  });
});

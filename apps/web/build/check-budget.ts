// The first-load budget of issue 7 §9, from the built dashboard: `npm run budget` (root), after `npm run build`.
// Prints each route's JavaScript (and CSS, for information) as sent compressed; exits 1 when a route is over.
// `--json` prints the figures as JSON instead (the benchmark reads that).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type Manifest, routeFiles } from "./route-bundles.ts";

/** main.tsx loads the app (React, router, Mantine) as a chunk of its own, beside the first screen's. */
const APP = "src/app/render-app.tsx";

/**
 * Each route's lazy chunks as main.tsx and app/first-screen.ts start them on a first visit. Budgets in
 * kB of 1,000 bytes, checked against gzip: the larger of the two encodings the server sends (every
 * current browser takes brotli, which is about 12% smaller).
 */
export const ROUTE_BUDGETS = [
  // The sign-in page is part of the app chunk (routes.tsx imports it eagerly).
  { route: "/login", budgetKb: 150, lazy: [APP] },
  {
    route: "/dashboard",
    budgetKb: 250,
    lazy: [APP, "src/app/layout/DashboardLayout.tsx", "src/features/dashboard/pages/DashboardHomePage.tsx"],
  },
] as const;

export interface FileSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteReport {
  route: string;
  budgetKb: number;
  js: FileSizes & { files: number };
  css: FileSizes & { files: number };
  withinBudget: boolean;
}

/** Sizes as served: the .gz/.br the build wrote beside the file, or the file compressed here when absent. */
function sizesOf(dist: string, file: string): FileSizes {
  const path = join(dist, file);
  const content = readFileSync(path);
  const variant = (ext: string, make: () => Buffer) =>
    existsSync(`${path}${ext}`) ? readFileSync(`${path}${ext}`).length : make().length;
  return {
    raw: content.length,
    gzip: variant(".gz", () => gzipSync(content, { level: constants.Z_BEST_COMPRESSION })),
    brotli: variant(".br", () => brotliCompressSync(content)),
  };
}

function total(dist: string, files: string[]): FileSizes & { files: number } {
  const sum = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const file of files) {
    const sizes = sizesOf(dist, file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

export function measureRoutes(dist: string): RouteReport[] {
  const manifestPath = join(dist, ".vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  return ROUTE_BUDGETS.map(({ route, budgetKb, lazy }) => {
    const files = routeFiles(manifest, lazy);
    const js = total(dist, files.scripts);
    return { route, budgetKb, js, css: total(dist, files.styles), withinBudget: js.gzip <= budgetKb * 1000 };
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function budgetTable(reports: RouteReport[]): string {
  return [
    "| route | JavaScript gzip / brotli / raw kB (files) | budget (gzip) | CSS gzip / brotli / raw kB | verdict |",
    "| --- | --- | --- | --- | --- |",
    ...reports.map(
      (r) =>
        `| ${r.route} | ${kb(r.js.gzip)} / ${kb(r.js.brotli)} / ${kb(r.js.raw)} (${r.js.files}) | ${r.budgetKb} kB | ${kb(r.css.gzip)} / ${kb(r.css.brotli)} / ${kb(r.css.raw)} | ${r.withinBudget ? "within" : "OVER"} |`,
    ),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), "../dist");
  const reports = measureRoutes(dist);
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(reports)}\n`);
  else process.stdout.write(`${budgetTable(reports)}\n`);
  const over = reports.filter((r) => !r.withinBudget);
  for (const r of over) {
    process.stderr.write(
      `${r.route}: ${kb(r.js.gzip)} kB of compressed JavaScript, over its ${r.budgetKb} kB budget\n`,
    );
  }
  process.exitCode = over.length ? 1 : 0;
}

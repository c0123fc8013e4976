// Bundles the API and the workspace contracts into dist/; npm dependencies stay external and are
// loaded from node_modules at run time.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@gym/"));

await build({
  // The spreadsheet worker is its own entry: it runs in a worker thread (read-sheet-isolated.ts).
  entryPoints: {
    server: "src/server.ts",
    cli: "src/cli.ts",
    "sheet-worker": "src/modules/members/bulk/sheet-worker.ts",
    "xlsx-worker": "src/modules/exports/xlsx-worker.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // esbuild itself: only the sources build the public page's script on the fly (page/script.ts).
  external: [...external, "@prisma/client/*", "esbuild"],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});

// The gym's public page's only script (decision 0194): for browsers, small, read by page/script.ts.
await build({
  entryPoints: { "public-page": "src/modules/public-gym/page/client/public-page.ts" },
  outdir: "dist",
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2020",
  minify: true,
  logLevel: "warning",
});

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The public page's script (client/public-page.ts) and the path it is served at: its hash, so it is cached for good. */
export interface PublicPageScript {
  path: string;
  body: string;
}

/**
 * The built server (dist/server.js) reads the file build.mjs wrote beside it; the sources (tests,
 * `npm run dev`) build it here with the same options, once per start.
 */
export async function loadPublicPageScript(): Promise<PublicPageScript> {
  const body = import.meta.url.endsWith(".ts")
    ? await buildFromSource()
    : readFileSync(new URL("./public-page.js", import.meta.url), "utf8");
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  // "-" is never a gym's schema name, so this path cannot shadow a gym's page.
  return { path: `/g/-/public-page.${hash}.js`, body };
}

async function buildFromSource(): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./client/public-page.ts", import.meta.url))],
    // The same options as apps/api/build.mjs.
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "warning",
  });
  return result.outputFiles[0]?.text ?? "";
}

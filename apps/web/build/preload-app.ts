import type { Plugin } from "vite";
import { indexHtmlTags } from "./index-html-tags.ts";

/** The part of an output chunk this plugin reads (Rollup's and Rolldown's OutputChunk agree on it). */
export interface ChunkInfo {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

/**
 * `fileName` and every chunk it imports statically, each once, largest first: over HTTP/1.1 a browser
 * opens at most six connections to a host, so the longest download should not wait behind small ones.
 */
export function staticImportClosure(bundle: Record<string, ChunkInfo>, fileName: string): string[] {
  const seen = new Set<string>();
  const pending = [fileName];
  while (pending.length) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    pending.push(...(bundle[name]?.imports ?? []));
  }
  const size = (name: string) => bundle[name]?.code?.length ?? 0;
  return [...seen].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/**
 * Adds `<link rel="modulepreload">` to index.html for a chunk the entry only imports dynamically (the
 * app: React, router, Mantine) and for everything that chunk imports. The tiny entry then runs at once
 * and starts the route's own chunks while the browser is already fetching the app, instead of the app
 * being discovered only when the entry runs (issue 7 §9).
 */
export function preloadApp(moduleSuffix: string): Plugin {
  return indexHtmlTags<ChunkInfo>("gym:preload-app", (bundle, html, base) => {
    const app = Object.values(bundle).find(
      (chunk) => chunk.type === "chunk" && chunk.facadeModuleId?.endsWith(moduleSuffix),
    );
    if (!app) throw new Error(`preload-app: no chunk for ${moduleSuffix}; is it still imported dynamically?`);
    return staticImportClosure(bundle, app.fileName)
      .filter((file) => !html.includes(`${base}${file}`))
      .map((file) => ({
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` },
        injectTo: "head",
      }));
  });
}

import type { Plugin } from "vite";
import {
  SIGNED_IN_PRELOAD_META,
  SIGNED_IN_PRELOAD_SCRIPT,
} from "../../../packages/contracts/src/web/signed-in-preload.ts";
import { indexHtmlTags } from "./index-html-tags.ts";
import { type ChunkInfo, staticImportClosure } from "./preload-app.ts";

/** An output chunk with the style sheets Vite's CSS plugin attached to it. */
export interface ChunkWithCss extends ChunkInfo {
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * The files a signed-in first visit to the home needs beyond index.html's own: the chunks of `modules`
 * (lazy screens, by the end of their path) and every chunk they import statically, largest first, then
 * their style sheets; without what `html` already loads.
 */
export function signedInFiles(
  bundle: Record<string, ChunkWithCss>,
  modules: readonly string[],
  html: string,
  base = "/",
): string[] {
  const scripts = new Set<string>();
  for (const suffix of modules) {
    const chunk = Object.values(bundle).find(
      (candidate) => candidate.type === "chunk" && candidate.facadeModuleId?.endsWith(suffix),
    );
    if (!chunk) throw new Error(`signed-in-preload: no chunk for ${suffix}; is it still imported lazily?`);
    for (const file of staticImportClosure(bundle, chunk.fileName)) scripts.add(file);
  }
  const size = (name: string) => bundle[name]?.code?.length ?? 0;
  const ordered = [...scripts].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  const styles = new Set(ordered.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]));
  return [...ordered, ...styles].map((file) => `${base}${file}`).filter((href) => !html.includes(`"${href}"`));
}

/**
 * Writes the list of the signed-in home's files into index.html with the inline script that preloads
 * them when a session is stored (packages/contracts' signed-in-preload.ts, decision 0384): the layout's
 * and home's chunks then download beside the app's own instead of after the entry has run.
 */
export function signedInPreload(modules: readonly string[]): Plugin {
  return indexHtmlTags<ChunkWithCss>("gym:signed-in-preload", (bundle, html, base) => {
    const files = signedInFiles(bundle, modules, html, base);
    return [
      { tag: "meta", attrs: { name: SIGNED_IN_PRELOAD_META, content: files.join(" ") }, injectTo: "head" },
      { tag: "script", children: SIGNED_IN_PRELOAD_SCRIPT, injectTo: "head" },
    ];
  });
}

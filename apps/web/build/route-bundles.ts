/** The part of Vite's build manifest (dist/.vite/manifest.json) the budget reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteFiles {
  scripts: string[];
  styles: string[];
}

/**
 * What a browser downloads to show a route on a first visit: the entry chunk, the lazy chunks that
 * route starts (`lazyModules`, by source path as the manifest names them), and every chunk any of
 * those imports statically, each file once. Lazy chunks of other screens are not counted.
 */
export function routeFiles(manifest: Manifest, lazyModules: readonly string[]): RouteFiles {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  for (const module of lazyModules) {
    if (!manifest[module]?.isDynamicEntry) {
      throw new Error(`${module} is not a lazy chunk of this build (renamed, or no longer imported lazily?)`);
    }
  }
  const seen = new Set<string>();
  const pending = [...entries, ...lazyModules];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  const chunks = [...seen].map((key) => manifest[key]!);
  return {
    scripts: [...new Set(chunks.map((chunk) => chunk.file))].sort(),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].sort(),
  };
}

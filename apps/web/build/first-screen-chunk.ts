import { dirname, resolve } from "node:path";

/** The part of Rolldown's ModuleInfo this reads. */
export interface ModuleGraphInfo {
  code: string | null;
  importedIds: readonly string[];
}
export type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

/** A package's index that re-exports the whole library (Mantine, the icons): more imports than this. */
const BARREL_MIN_IMPORTS = 40;

const NAMED_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;

/** `a, b as c, type d` → the names the importing side sees (`a`, `c`) or, with `source`, the names imported (`a`, `b`). */
function names(list: string, side: "local" | "source"): string[] {
  return list
    .split(",")
    .map((part) => part.trim().replace(/^type\s+/, ""))
    .filter(Boolean)
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return (side === "local" ? (as ?? from) : from)!.trim();
    });
}

/** Name → module id, from a barrel's `import { X } from "./x.mjs"` and `export { default as X } from "./x.mjs"`. */
function barrelTargets(barrelId: string, code: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const match of code.matchAll(NAMED_FROM)) {
    const id = resolve(dirname(barrelId), match[2]!);
    for (const name of names(match[1]!, "local")) targets.set(name, id);
  }
  return targets;
}

/**
 * Every module `roots` reach through static imports, the roots included. An import of a few names from a
 * library's barrel (`import { AppShell } from "@mantine/core"`) follows those names' modules only, not
 * the whole library: the modules a bundler keeps after tree-shaking, roughly. A name the barrel does not
 * spell as expected is skipped, which costs only a separate chunk for it, never a broken build.
 */
export function staticReach(
  getModuleInfo: GetModuleInfo,
  roots: readonly string[],
  barrelMinImports = BARREL_MIN_IMPORTS,
): Set<string> {
  const seen = new Set<string>();
  const barrels = new Map<string, Map<string, string>>();
  const isBarrel = (id: string, info: ModuleGraphInfo) =>
    id.includes("/node_modules/") && info.importedIds.length > barrelMinImports;
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    const imported = info.importedIds.map((importedId) => ({ importedId, info: getModuleInfo(importedId) }));
    for (const { importedId, info: importedInfo } of imported) {
      if (!importedInfo || !isBarrel(importedId, importedInfo)) {
        pending.push(importedId);
        continue;
      }
      let targets = barrels.get(importedId);
      if (!targets) {
        targets = barrelTargets(importedId, importedInfo.code ?? "");
        barrels.set(importedId, targets);
      }
      let named = false;
      for (const match of (info.code ?? "").matchAll(NAMED_IMPORT)) {
        const specifier = match[2]!;
        if (specifier.startsWith(".") || !importedId.includes(`/node_modules/${specifier}/`)) continue;
        named = true;
        for (const name of names(match[1]!, "source")) {
          const target = targets.get(name);
          if (target) pending.push(target);
        }
      }
      if (!named) pending.push(importedId);
    }
  }
  return seen;
}

/**
 * A code-splitting group's `name` function (Rolldown's `codeSplitting.groups[].name`) that puts into one
 * chunk every module the signed-in first screen (`screens`: the dashboard layout and home) imports
 * statically, except what the app's own code (`app`: the entry and the app chunk, which the sign-in page
 * loads) already has. Lazy screens that share one of those modules take it from this chunk, which every
 * dashboard screen has loaded anyway (it is the layout's). Issue 28 §1: the home's ~45 small shared
 * chunks were as many requests over HTTP/1.1's six connections (decision 0306).
 */
export function firstScreenChunk(
  chunkName: string,
  screens: readonly string[],
  app: readonly string[],
  /** Left to the bundler's own chunks: modules this graph walk cannot tell are mostly tree-shaken away. */
  leaveOut?: RegExp,
  barrelMinImports = BARREL_MIN_IMPORTS,
): (id: string, ctx: { getModuleInfo: GetModuleInfo }) => string | null {
  let members: Set<string> | undefined;
  return (id, ctx) => {
    if (!members) {
      const info: GetModuleInfo = (module) => ctx.getModuleInfo(module);
      const shared = staticReach(info, app, barrelMinImports);
      members = new Set([...staticReach(info, screens, barrelMinImports)].filter((module) => !shared.has(module)));
      for (const screen of screens) {
        if (!members.has(screen)) throw new Error(`first-screen chunk: ${screen} is not in the build's module graph`);
      }
    }
    return members.has(id) && !leaveOut?.test(id) ? chunkName : null;
  };
}

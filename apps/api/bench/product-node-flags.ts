import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../src/config/env.ts";

/** The command `npm start` ends with: `[NAME=value ...] node [flags] apps/api/dist/server.js`. */
function startCommand(): string[] {
  const start = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: { start: string } })
    .scripts.start;
  return (start.split("&&").at(-1) ?? "").trim().split(/\s+/);
}

/**
 * The Node flags the product runs with, read from the root package.json's `start` script (the one place
 * they are written; the Dockerfile's NODE_OPTIONS is held equal by test/platform/heap-limit.test.ts), so
 * the benchmark's servers run as a gym's would.
 */
export function productNodeFlags(): string[] {
  return startCommand().filter((word) => /^--max-old-space-size=\d+$/.test(word));
}

/**
 * The environment `npm start` gives the server (the `NAME=value` words before `node`: the C library's
 * allocator settings of decision 0388), held equal to the Dockerfile's ENV by the same test.
 */
export function productNodeEnv(): Record<string, string> {
  const words = startCommand();
  const node = words.indexOf("node");
  return Object.fromEntries(
    words
      .slice(0, Math.max(0, node))
      .filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
}

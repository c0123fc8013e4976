import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../src/config/env.ts";

/**
 * The Node flags the product runs with, read from the root package.json's `start` script (the one place
 * they are written; the Dockerfile's NODE_OPTIONS is held equal by test/platform/heap-limit.test.ts), so
 * the benchmark's servers run as a gym's would.
 */
export function productNodeFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: { start: string } })
    .scripts.start;
  return start.split(/\s+/).filter((word) => /^--max-old-space-size=\d+$/.test(word));
}

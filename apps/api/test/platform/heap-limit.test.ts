import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productNodeEnv, productNodeFlags } from "../../bench/product-node-flags.ts";
import { REPO_ROOT } from "../../src/config/env.ts";

// Decision 0064: the API runs with a bounded V8 heap, the same bound in `npm start`, the Docker image and
// the benchmark's servers.
describe("the API's heap bound", () => {
  it("is set by npm start and read from there by the benchmark", () => {
    expect(productNodeFlags()).toEqual(["--max-old-space-size=256"]);
  });

  it("is the Docker image's NODE_OPTIONS", () => {
    const dockerfile = readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8");
    const options = /NODE_OPTIONS=(\S+)/.exec(dockerfile)?.[1];
    expect(options ? [options] : []).toEqual(productNodeFlags());
  });

  // Decision 0388: glibc's malloc with at most 2 arenas, so what a thread once allocated is not kept per thread.
  it("comes with the allocator setting, the same in npm start, the Docker image and the benchmark", () => {
    expect(productNodeEnv()).toEqual({ MALLOC_ARENA_MAX: "2" });
    const env = /^ENV (.*)$/m.exec(readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8"))?.[1] ?? "";
    for (const [name, value] of Object.entries(productNodeEnv()))
      expect(env.split(/\s+/)).toContain(`${name}=${value}`);
  });
});

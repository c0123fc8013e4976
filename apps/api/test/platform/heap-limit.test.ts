import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productNodeFlags } from "../../bench/product-node-flags.ts";
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
});

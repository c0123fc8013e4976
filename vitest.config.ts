import { defineConfig } from "vitest/config";

// One `vitest run` at the root runs every workspace's unit and API tests and prints one summary.
export default defineConfig({
  test: {
    projects: ["packages/contracts", "apps/api", "apps/web", "e2e"],
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    // Every file provisions its own gyms in one shared test database, so files run in parallel.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});

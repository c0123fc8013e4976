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
    // A worker keeps its imports from one file to the next: each file importing the whole app again was
    // a fifth of the suite's time, and the code warmed up by one file serves the next (decision 0376).
    // Files share nothing else: each makes its own gyms, and closes its app and pools when it ends.
    isolate: false,
  },
});

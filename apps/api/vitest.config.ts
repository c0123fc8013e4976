import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    // Every file provisions its own gyms in one shared test database, so files could run in parallel (on two
    // cores they run one after another: decision 0390).
    // 60 s: in CI the suites run at `nice 10` beside the browser tests (decision 0403), and the CPU-heavy tests
    // (the starter pictures drawn, a CLI started) took up to 26-30 s there; a test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A worker keeps its imports from one file to the next: each file importing the whole app again was
    // a fifth of the suite's time, and the code warmed up by one file serves the next (decision 0376).
    // Files share nothing else: each makes its own gyms, and closes its app and pools when it ends.
    isolate: false,
  },
});

import { defineConfig } from "vitest/config";

// Unit tests run in node (pure logic, server-rendered markup: src/test/render-static.tsx); component tests start
// `// @vitest-environment happy-dom` and render in a DOM (src/test/render-dom.tsx, decision 0237), loading no files.
export default defineConfig({
  test: {
    name: "web",
    environment: "node",
    // Dates and times show in the browser's zone; the tests read them as a desk in India sees them, on any
    // machine (a run in another zone once failed the backup card's and consent's times: decision 0375).
    env: { TZ: "Asia/Kolkata" },
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
    // A worker keeps its imports from one file to the next (React, Mantine and the app imported once, not by
    // every file), and the component files share one DOM: vitest gives files of another environment a worker
    // of their own. What a file changes (globals, timers, the DOM, the app's page-long state) is undone after
    // it by src/test/setup.ts; a test that changes anything else restores it itself (decision 0404).
    isolate: false,
    setupFiles: ["src/test/setup.ts"],
    // After the other projects: first in its group, vitest hands all its files of one environment to one
    // worker, whatever their order (run among other projects' files, each environment change started a
    // worker again). Vitest runs one group after another.
    sequence: { groupOrder: 1 },
  },
});

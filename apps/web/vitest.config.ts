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
  },
});

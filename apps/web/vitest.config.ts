import { defineConfig } from "vitest/config";

// Unit tests run in node (pure logic, server-rendered markup: src/test/render-static.tsx); component tests start
// `// @vitest-environment happy-dom` and render in a DOM (src/test/render-dom.tsx, decision 0237), loading no files.
export default defineConfig({
  test: {
    name: "web",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
  },
});

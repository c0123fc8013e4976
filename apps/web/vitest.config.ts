import { defineConfig } from "vitest/config";

// No jsdom: unit tests cover pure logic and server-rendered markup (src/test/render-static.tsx); clicks are e2e.
export default defineConfig({
  test: {
    name: "web",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
  },
});

import { defineConfig } from "vitest/config";

// Unit tests cover pure logic only (no jsdom is installed); browser behaviour is covered by e2e/.
export default defineConfig({
  test: {
    name: "web",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});

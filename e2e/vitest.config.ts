import { defineConfig } from "vitest/config";

// Unit tests of the e2e set-up itself (which browser to launch); the specs run under Playwright.
export default defineConfig({
  test: {
    name: "e2e-setup",
    environment: "node",
    include: ["browser/**/*.test.ts"],
  },
});

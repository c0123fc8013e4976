import { defineConfig, devices } from "@playwright/test";
// Overridable (E2E_PORT, E2E_PG_PORT) so two checkouts on one machine can run their suites side by side.
import { E2E_BASE_URL as baseURL, E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from "./fixtures/server.ts";

export default defineConfig({
  testDir: "./specs",
  // One browser at a time: these machines have 2 cores and the server shares them.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          // Debian's Chromium (DESIGN §8): Playwright's own browser download cannot run on these machines.
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: {
    // The real server (API + built dashboard on one port); `npm run build` must have run first.
    command: "node ../apps/api/dist/server.js",
    url: `${baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      LOG_LEVEL: "warn",
      // Specs sign in as the demo owner many times a minute; the default limit (10) is for people.
      LOGIN_RATE_LIMIT_PER_MINUTE: "200",
    },
  },
});

import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./browser/choose-chromium.ts";
import { currentChromium } from "./browser/ensure-chromium.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
// Overridable so two checkouts on one machine can run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4310);
const pgPort = Number(process.env.E2E_PG_PORT ?? 5434);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's Chromium where it exists, else Playwright's own (browser/choose-chromium.ts, issue 7 §11).
const browser = currentChromium();
const executable = browser.kind === "binary" ? { executablePath: browser.path } : {};
/** A gym's LAN box: a name that is not localhost, over plain http (issue 7 §8; specs/lan-host.spec.ts). */
export const LAN_HOST = "gym.test";

export default defineConfig({
  testDir: "./specs",
  // Installs Playwright's Chromium on first use where Debian's is missing, or stops with what to install.
  globalSetup: "./browser/ensure-chromium.ts",
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
      testIgnore: /lan-host\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: { ...executable, args: CHROMIUM_ARGS },
      },
    },
    {
      // The same server reached as http://gym.test:<port>: Chromium resolves the name to 127.0.0.1 itself.
      name: "lan-host",
      testMatch: /lan-host\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://${LAN_HOST}:${port}`,
        launchOptions: { ...executable, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] },
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
      PORT: String(port),
      DATA_DIR: `${repoRoot}.data/e2e`,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: "warn",
      // Specs sign in as the demo owner many times a minute; the default limit (10) is for people.
      LOGIN_RATE_LIMIT_PER_MINUTE: "200",
    },
  },
});

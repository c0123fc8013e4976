import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./browser/choose-chromium.ts";
import { currentChromium } from "./browser/ensure-chromium.ts";
// Overridable (E2E_PORT, E2E_PG_PORT) so two checkouts on one machine can run their suites side by side.
import { E2E_BASE_URL as baseURL, E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT, GYM_TIME_ZONE } from "./fixtures/server.ts";

// Specs compute dates (`new Date()`, en-IN texts) in the gym's zone, whatever the machine's: workers inherit it.
process.env.TZ = GYM_TIME_ZONE;

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
  // Generous: in CI vitest and the checks run beside this suite on the same two cores (.ci/run, decision 0403).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // The dashboard's "today" is the browser's: a desk in India (decision 0375).
    timezoneId: GYM_TIME_ZONE,
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
        baseURL: `http://${LAN_HOST}:${E2E_PORT}`,
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
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      LOG_LEVEL: "warn",
      // Specs sign in as the demo owner many times a minute; the default limit (10) is for people.
      LOGIN_RATE_LIMIT_PER_MINUTE: "200",
      // The scheduler's first pass makes every gym's nightly backup whatever the hour (specs/backups.spec.ts).
      BACKUP_HOUR: "0",
      // One scheduler pass, at start, before any spec makes data: a later pass on the 1st-5th bills the month for
      // members a spec has just made (seen: a run crossing the 15-minute tick on 3 December found a bill where
      // the spec expected none, decision 0375).
      SCHEDULER_INTERVAL_MINUTES: "1440",
    },
  },
});

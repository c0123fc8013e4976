import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chooseChromium, NO_CHROMIUM } from "./choose-chromium.ts";

/** The Chromium this machine offers, as playwright.config.ts launches it. */
export function currentChromium() {
  return chooseChromium({
    configured: process.env.CHROMIUM_PATH,
    playwrightPath: chromium.executablePath(),
    exists: existsSync,
  });
}

/**
 * Playwright's global setup: where neither CHROMIUM_PATH nor Debian's Chromium exists, installs
 * Playwright's own build on the first run (it needs the network); when that cannot be had, stops the
 * run with one sentence saying what to install, before any test fails on a missing browser.
 */
export default function ensureChromium(): void {
  const choice = currentChromium();
  if (choice.kind === "none") throw new Error(choice.message);
  if (choice.kind === "binary" || choice.installed) return;
  process.stdout.write("No Debian Chromium here: installing Playwright's own (npx playwright install chromium)...\n");
  const install = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  if (install.status !== 0 || !existsSync(choice.path)) throw new Error(NO_CHROMIUM);
}

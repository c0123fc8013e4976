import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chooseChromium, missingChromium } from "./choose-chromium.ts";

/** The Chromium this machine offers, as playwright.config.ts launches it. */
export function currentChromium() {
  return chooseChromium({
    configured: process.env.CHROMIUM_PATH,
    playwrightPath: chromium.executablePath(),
    exists: existsSync,
  });
}

/**
 * Playwright's global setup: stops the run with one sentence saying what to install, before any test
 * fails on a missing browser.
 */
export default function ensureChromium(): void {
  const missing = missingChromium(currentChromium());
  if (missing) throw new Error(missing);
}

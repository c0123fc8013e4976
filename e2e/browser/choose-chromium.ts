/** Flags for Chromium as root on a shared two-core machine without a GPU (DESIGN §8). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium: these machines and CI have it (DESIGN §8); Playwright's own download cannot run here. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export const NO_CHROMIUM =
  "No Chromium for the browser tests: install Debian's (sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.";

export type ChromiumChoice =
  /** A browser at a known path, launched with `executablePath`. */
  | { kind: "binary"; path: string; source: "CHROMIUM_PATH" | "debian" }
  /** Playwright's own build: launched without `executablePath`; `installed` says whether it is on disk. */
  | { kind: "playwright"; path: string; installed: boolean }
  /** Nothing usable: the message says what to do. */
  | { kind: "none"; message: string };

export interface ChromiumCandidates {
  /** CHROMIUM_PATH from the environment, if set. */
  configured: string | undefined;
  /** Where Playwright keeps (or would keep) its own Chromium: `chromium.executablePath()`. */
  playwrightPath: string;
  exists: (path: string) => boolean;
}

/**
 * Which Chromium the e2e tests launch (issue 7 §11): the one CHROMIUM_PATH names (and nothing else, so a
 * typo is reported rather than silently replaced); else Debian's where it exists (these machines, CI);
 * else Playwright's own, which may still need installing. Ubuntu's /usr/bin/chromium-browser is left
 * out on purpose: it starts the snap, which Playwright cannot drive.
 */
export function chooseChromium({ configured, playwrightPath, exists }: ChromiumCandidates): ChromiumChoice {
  const named = configured?.trim();
  if (named) {
    return exists(named)
      ? { kind: "binary", path: named, source: "CHROMIUM_PATH" }
      : { kind: "none", message: `CHROMIUM_PATH is ${named}, which does not exist. ${NO_CHROMIUM}` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { kind: "binary", path: DEBIAN_CHROMIUM, source: "debian" };
  return { kind: "playwright", path: playwrightPath, installed: exists(playwrightPath) };
}

/**
 * Why the run cannot start with this choice, or null when it can. Playwright's own build is used only
 * where it is already on disk: the tests never download a browser (these machines reach no browser
 * download host; Debian's package is the way here, decision 0099).
 */
export function missingChromium(choice: ChromiumChoice): string | null {
  if (choice.kind === "none") return choice.message;
  if (choice.kind === "playwright" && !choice.installed) return NO_CHROMIUM;
  return null;
}

import { describe, expect, it } from "vitest";
import { chooseChromium, DEBIAN_CHROMIUM, missingChromium, NO_CHROMIUM } from "./choose-chromium.ts";

const PLAYWRIGHT = "/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";
const machine =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("chooseChromium", () => {
  it("keeps Debian's Chromium where it exists, even when Playwright's is installed too", () => {
    expect(
      chooseChromium({
        configured: undefined,
        playwrightPath: PLAYWRIGHT,
        exists: machine(DEBIAN_CHROMIUM, PLAYWRIGHT),
      }),
    ).toEqual({ kind: "binary", path: DEBIAN_CHROMIUM, source: "debian" });
  });

  it("uses Playwright's own browser elsewhere (a Mac, an Ubuntu with the snap), saying whether it is on disk", () => {
    expect(chooseChromium({ configured: undefined, playwrightPath: PLAYWRIGHT, exists: machine(PLAYWRIGHT) })).toEqual({
      kind: "playwright",
      path: PLAYWRIGHT,
      installed: true,
    });
    expect(
      chooseChromium({ configured: "", playwrightPath: PLAYWRIGHT, exists: machine("/usr/bin/chromium-browser") }),
    ).toEqual({ kind: "playwright", path: PLAYWRIGHT, installed: false });
  });

  it("uses CHROMIUM_PATH first when it exists", () => {
    const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(
      chooseChromium({ configured: chrome, playwrightPath: PLAYWRIGHT, exists: machine(chrome, DEBIAN_CHROMIUM) }),
    ).toEqual({ kind: "binary", path: chrome, source: "CHROMIUM_PATH" });
  });

  it("reports a CHROMIUM_PATH that does not exist instead of quietly using another browser", () => {
    const choice = chooseChromium({
      configured: "/opt/chromium/chrome",
      playwrightPath: PLAYWRIGHT,
      exists: machine(DEBIAN_CHROMIUM),
    });
    expect(choice).toEqual({
      kind: "none",
      message: `CHROMIUM_PATH is /opt/chromium/chrome, which does not exist. ${NO_CHROMIUM}`,
    });
  });

  it("says in one sentence what to install", () => {
    expect(NO_CHROMIUM.split(". ").length).toBe(1);
    expect(NO_CHROMIUM).toContain("apt-get install chromium");
    expect(NO_CHROMIUM).toContain("CHROMIUM_PATH");
  });

  it("starts with a browser on disk and never with one still to download", () => {
    const debian = { kind: "binary", path: DEBIAN_CHROMIUM, source: "debian" } as const;
    expect(missingChromium(debian)).toBeNull();
    expect(missingChromium({ kind: "playwright", path: PLAYWRIGHT, installed: true })).toBeNull();
    expect(missingChromium({ kind: "playwright", path: PLAYWRIGHT, installed: false })).toBe(NO_CHROMIUM);
    expect(missingChromium({ kind: "none", message: "CHROMIUM_PATH is /x, which does not exist." })).toBe(
      "CHROMIUM_PATH is /x, which does not exist.",
    );
  });
});

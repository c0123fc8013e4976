/*
 * Runs before every test file of the web project (vitest.config.ts `setupFiles`). The files share their
 * worker's modules, and the component files their DOM (no per-file isolation, decision 0404), so what a
 * file changes is undone here, before the next file runs: each file starts as it would in a fresh worker.
 * A setup file is evaluated again for each test file, so these hooks belong to every file (a hook in a
 * shared helper such as render-dom.tsx would be registered only by the first file that imports it).
 */
import { afterAll, afterEach, vi } from "vitest";

const inDom = typeof document !== "undefined";

// What renderDom (or render) mounted, unmounted after each test. Dynamic: the node files never load React's DOM.
afterEach(async () => {
  if (inDom) (await import("@testing-library/react")).cleanup();
});

afterAll(async () => {
  // What `vi` can restore (its spies are restored by vitest itself after each file).
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (inDom) (await import("./reset-dom.ts")).resetDomBetweenFiles();
});

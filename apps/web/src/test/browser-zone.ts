/**
 * Runs `read` as in a browser in another time zone: Node reads `TZ` again whenever it changes. The web's
 * tests run in the gym's zone (vitest.config.ts, decision 0375), where the browser's day and the gym's agree.
 */
export function inBrowserZone<T>(zone: string, read: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return read();
  } finally {
    process.env.TZ = before;
  }
}

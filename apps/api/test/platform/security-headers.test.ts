import { createHash } from "node:crypto";
import { SIGNED_IN_PRELOAD_SCRIPT } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

/**
 * The security headers every answer carries (helmet's set with the app's options, issue 7 §4), exactly:
 * computed once at start-up since issue 28 §2 (decision 0311), they stay what helmet built per request.
 * HSTS and upgrade-insecure-requests are https-only (proxy.test.ts).
 */
/** index.html's one inline script, allowed by the hash of its exact text (decision 0384). */
const INLINE_SCRIPT = `'sha256-${createHash("sha256").update(SIGNED_IN_PRELOAD_SCRIPT, "utf8").digest("base64")}'`;
const EXPECTED: Record<string, string> = {
  "content-security-policy": `default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPT};script-src-attr 'none';style-src 'self' https: 'unsafe-inline';media-src 'self' blob:`,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-site",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
/** What else an answer of these routes carries: nothing security-related beyond the set above. */
const OTHER = new Set(["content-type", "content-length", "date", "connection", "vary", "content-encoding"]);

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "headers");
});
afterAll(() => ctx.close());

describe("security headers", () => {
  it.each([
    ["a public route", "/health", false],
    ["an authenticated list", "/api/members/members/", true],
    ["a refused call (401)", "/api/members/members/", false],
    ["an unknown path (404)", "/api/nothing-here/", false],
  ])("on %s: exactly helmet's set, every time", async (_name, url, signedIn) => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ url, headers: signedIn ? gym.auth : {} });
      const security = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OTHER.has(name)));
      expect(security).toEqual(EXPECTED);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});

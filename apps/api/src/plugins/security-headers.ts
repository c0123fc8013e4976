import { createHash } from "node:crypto";
import { SIGNED_IN_PRELOAD_SCRIPT } from "@gym/contracts";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The dashboard's one inline script (index.html: the signed-in home's chunks preloaded when a session is
 * stored; decision 0384), allowed by its hash: the same text the web build writes, from the contracts.
 */
export const SIGNED_IN_PRELOAD_HASH = `'sha256-${createHash("sha256").update(SIGNED_IN_PRELOAD_SCRIPT).digest("base64")}'`;

/** The app's helmet options (issue 7 §4). HSTS and upgrade-insecure-requests: https-headers.ts. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      "img-src": ["'self'", "data:", "blob:"],
      // The front desk reads QR codes with ZXing compiled to WebAssembly, served from this app (decision 0257);
      // compiling WebAssembly needs this source expression, and allows no JavaScript eval.
      "script-src": ["'self'", "'wasm-unsafe-eval'", SIGNED_IN_PRELOAD_HASH],
      "media-src": ["'self'", "blob:"],
      // Added per request by httpsOnlyHeaders: over plain http it rewrites every script to https.
      "upgrade-insecure-requests": null,
    },
  },
  hsts: false,
  crossOriginResourcePolicy: { policy: "same-site" },
};

/**
 * What helmet's middleware does to a response with these options, recorded once: the headers it sets and
 * removes, in order. None of the options depends on the request (no nonces, no function directives).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): {
  set: [string, string][];
  removed: string[];
} {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return { set, removed };
}

/**
 * The security headers on every answer, computed at start-up (issue 28 §2, decision 0311). The
 * @fastify/helmet plugin built helmet's middleware again on each request, parsing the CSP directives
 * every time; the values are the same for every request, so they are worked out once and copied onto
 * each response in the same place (onRequest, on the raw response, as helmet does).
 * test/platform/security-headers.test.ts holds the set exactly.
 */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = HELMET_OPTIONS): void {
  const { set, removed } = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
}

import { builtEndpoints, endpointKey, endpointName, endpoints, NOT_BUILT, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../support/context.ts";

/**
 * The catalogue (packages/contracts) is the authority on the API: every entry is served or listed
 * in NOT_BUILT, and nothing is served under the API's prefixes that the catalogue does not name.
 * Every route the app registers is recorded by an onRoute hook added before any plugin, so a route
 * added by a module or a plugin, with any path, is seen.
 */
const registered: { method: string; url: string; isPublic: () => boolean }[] = [];

/** When an area lands, raise this by its entries (and remove them from NOT_BUILT). */
const BUILT = 210;

const API_PREFIXES = ["/api/", "/members/", "/android/", "/trainer/"];

/** Served on purpose without a catalogue entry, each for a reason. */
const INTERNAL: Record<string, string> = {
  "GET /health": "the load balancer's and start-up script's health check (no token, not part of the spec)",
  "GET /api/openapi.json": "the OpenAPI document of the catalogue's served entries (decision 0083)",
  "GET /api/docs": "the interactive API reference's page (decision 0083)",
};
/** Route prefixes served on purpose: the API reference's own files (Swagger UI's assets and helpers). */
const INTERNAL_PREFIXES = ["/api/docs/"];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      onRoute: (route) => {
        // Read later: plugins mark their routes public in onRoute hooks that run after this one.
        const isPublic = () => Boolean((route.config as { public?: boolean } | undefined)?.public);
        for (const method of [route.method].flat()) registered.push({ method, url: route.url, isPublic });
      },
    },
  );
});
afterAll(() => ctx.close());

/** Registered routes as "METHOD /route/:param/"; HEAD is Fastify's automatic twin of each GET. */
const served = () => new Set(registered.filter((r) => r.method !== "HEAD").map((r) => `${r.method} ${r.url}`));

describe("the endpoint catalogue is the authority on the API", () => {
  it(`serves exactly ${BUILT} catalogue entries: the catalogue minus NOT_BUILT`, () => {
    expect(builtEndpoints).toHaveLength(BUILT);
    expect(NOT_BUILT).toHaveLength(endpoints.length - BUILT);
  });

  it("serves every entry not listed as not built", () => {
    const missing = builtEndpoints.filter((e) => !served().has(endpointKey(e))).map(endpointName);
    expect(missing, "catalogue entries neither served nor in NOT_BUILT").toEqual([]);
  });

  it("serves no entry listed as not built", () => {
    const notBuilt = new Set(NOT_BUILT);
    const stale = endpoints.filter((e) => notBuilt.has(endpointName(e)) && served().has(endpointKey(e)));
    expect(stale.map(endpointName), "served, so remove them from NOT_BUILT").toEqual([]);
  });

  it("serves nothing under /api/, /members/, /android/ or /trainer/ that the catalogue does not name", () => {
    const catalogue = new Set(endpoints.map(endpointKey));
    const unknown = [...served()].filter(
      (route) =>
        API_PREFIXES.some((p) => route.split(" ")[1]!.startsWith(p)) &&
        !catalogue.has(route) &&
        !(route in INTERNAL) &&
        !INTERNAL_PREFIXES.some((p) => route.split(" ")[1]!.startsWith(p)),
    );
    expect(unknown, "add them to the catalogue (or, if truly internal, to INTERNAL with a reason)").toEqual([]);
  });

  it("serves no route behind a token without a catalogue entry: its permission is what the auth plugin checks", () => {
    const catalogue = new Set(endpoints.map(endpointKey));
    const guarded = registered.filter((r) => r.method !== "HEAD" && !r.isPublic()).map((r) => `${r.method} ${r.url}`);
    expect(guarded.length).toBeGreaterThan(100);
    expect(guarded.filter((route) => !catalogue.has(route))).toEqual([]);
  });

  it("serves each internal route it allows, so the allow-list holds no stale entries", () => {
    for (const route of Object.keys(INTERNAL)) expect(served(), route).toContain(route);
  });

  it("records the routes it checks (the Fastify factory was wrapped)", () => {
    expect(served()).toContain(`POST ${toRoutePath("/api/android/auth/login/")}`);
  });
});

import { endpoints } from "./endpoints.ts";
import type { Endpoint } from "./types.ts";

/**
 * Catalogue entries the server does not serve yet, as "METHOD path" exactly as the catalogue
 * (areas/<area>.ts) writes them. The catalogue is the authority on the API: every entry is either
 * served (and then covered by the isolation and fuzz tests) or listed here. When an area lands, its engineer deletes its lines
 * here and raises the pinned count in apps/api/test/platform/catalogue.test.ts, which fails while a
 * line here is served, an entry is neither served nor listed, or a route is served that is not in
 * the catalogue.
 */
// Empty since diet and feedback landed (issue 13): every catalogue entry is served.
export const NOT_BUILT: readonly string[] = [];

/** "METHOD path" of a catalogue entry, as NOT_BUILT writes it. */
export const endpointName = (e: Pick<Endpoint, "method" | "path">) => `${e.method} ${e.path}`;

const notBuilt = new Set(NOT_BUILT);

/** The entries the server serves: the catalogue minus NOT_BUILT. Tests and `npm run api:coverage` read this. */
export const builtEndpoints: Endpoint[] = endpoints.filter((e) => !notBuilt.has(endpointName(e)));

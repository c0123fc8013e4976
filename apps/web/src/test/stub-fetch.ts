import { afterEach, beforeEach, vi } from "vitest";
import { MemoryStorage } from "./memory-storage.ts";

/**
 * For api/ tests: every test of the calling file (or describe block) gets a fresh in-memory localStorage
 * and a `fetch` that answers what the test tells it to; both are restored afterwards.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  const state = { storage: new MemoryStorage() };
  beforeEach(() => {
    state.storage = new MemoryStorage();
    vi.stubGlobal("localStorage", state.storage);
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());
  return { fetchMock, storage: () => state.storage };
}

/** A JSON answer of the API. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

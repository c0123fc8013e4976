import type { LRUCache } from "lru-cache";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GYM_CACHE_MS, type GymRecord, type GymRegistry, HEARD_GYM_CACHE_MS } from "../../src/tenancy/registry.ts";
import { createGym, type TestContext, type TestGym } from "../support/context.ts";
import {
  answeredAfter as answered,
  cutListener,
  signInTo,
  sessionStatus as status,
  twoProcesses,
} from "../support/two-processes.ts";

/**
 * Decision 0410: a gym's registry row changed through one API process (or in psql) is seen by the others at
 * once, not after their cached row lapses, and while they hear changes they keep a gym's row long instead of
 * reading it again every 10 s. Two contexts on one database stand for two processes, each with its own
 * registry cache and its own change listener.
 */
let here: TestContext;
let there: TestContext;
let gym: TestGym;
beforeAll(async () => {
  [here, there] = await twoProcesses();
  gym = await createGym(here, "registry_listener");
});
afterAll(async () => {
  await here.db.pool.query("UPDATE platform.gyms SET status = 'ACTIVE' WHERE schema_name = $1", [gym.schema]);
  await Promise.all([here.close(), there.close()]);
});

/** Well inside GYM_CACHE_MS: a change seen within it came from the notice, not from the cache lapsing. */
const NOTICE_MS = 1_000;

/** The registry's cache, read to see what it keeps and for how long (it has no public view of it). */
const cacheOf = (registry: GymRegistry) =>
  (registry as unknown as { cache: LRUCache<string, GymRecord | false> }).cache;

const signIn = () => signInTo(here, gym);
const answeredAfter = (ctx: TestContext, token: string, wanted: number) => answered(ctx, token, wanted, NOTICE_MS);

/**
 * Reads the gym's row into `registry`'s cache. A read in flight while any notice arrives is not kept (another test
 * file's gym made in the same database sends one), so it reads again, a few times at most.
 */
async function readIntoCache(registry: GymRegistry): Promise<void> {
  for (let i = 0; i < 5 && !cacheOf(registry).has(gym.schema); i++) await registry.find(gym.schema);
  expect(cacheOf(registry).has(gym.schema)).toBe(true);
}

const setStatus = (value: "ACTIVE" | "SUSPENDED") =>
  here.db.pool.query("UPDATE platform.gyms SET status = $1 WHERE schema_name = $2", [value, gym.schema]);

describe("the registry hears changed gyms (decision 0410)", () => {
  it("keeps a gym's row long while it hears changes, and a name that is no gym only briefly", async () => {
    expect(NOTICE_MS).toBeLessThan(GYM_CACHE_MS / 5);
    expect(there.db.changeListener?.listener.connected).toBe(true);
    const registry = there.db.registry;
    registry.forget(gym.schema);
    await readIntoCache(registry);
    expect(cacheOf(registry).getRemainingTTL(gym.schema)).toBeGreaterThan(HEARD_GYM_CACHE_MS - 5_000);
    expect(await registry.find("no_such_gym_here")).toBeNull();
    // (lru-cache reads its clock coarsely: a remaining time may show a few ms over the bound.)
    expect(cacheOf(registry).getRemainingTTL("no_such_gym_here")).toBeLessThan(GYM_CACHE_MS + 1_000);
  });

  it("a gym suspended in the database is refused at once by a process that had just served it, and let in again", async () => {
    const token = await signIn();
    expect(await status(there, token)).toBe(200); // the gym's row is now cached there
    await setStatus("SUSPENDED");
    expect(await answeredAfter(there, token, 401)).not.toBeNull();
    await setStatus("ACTIVE");
    expect(await answeredAfter(there, token, 200)).not.toBeNull();
  });

  it("a change that rolls back is never heard", async () => {
    const token = await signIn();
    expect(await status(there, token)).toBe(200);
    const registry = there.db.registry;
    await readIntoCache(registry);
    const client = await here.db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("UPDATE platform.gyms SET status = 'SUSPENDED' WHERE schema_name = $1", [gym.schema]);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(cacheOf(registry).has(gym.schema)).toBe(true);
    expect(await status(there, token)).toBe(200);
  });

  it("a row read while a change arrives is used but not kept (it may be from before the change)", async () => {
    const registry = there.db.registry;
    registry.forget(gym.schema);
    const reading = registry.find(gym.schema);
    registry.heard(gym.schema); // arrives while the read is in flight
    expect((await reading)?.schema_name).toBe(gym.schema);
    expect(cacheOf(registry).has(gym.schema)).toBe(false);
    await readIntoCache(registry);
  });

  it("after its connection is cut it reconnects, forgets what it cached, and hears changes again", async () => {
    const registry = there.db.registry;
    const token = await signIn();
    expect(await status(there, token)).toBe(200);
    await readIntoCache(registry);
    await cutListener(here, there);
    // Changes sent while it was away were lost: nothing cached before is trusted.
    expect(cacheOf(registry).has(gym.schema)).toBe(false);
    expect(await status(there, token)).toBe(200);
    await setStatus("SUSPENDED");
    expect(await answeredAfter(there, token, 401)).not.toBeNull();
    await setStatus("ACTIVE");
    expect(await answeredAfter(there, token, 200)).not.toBeNull();
  });
});

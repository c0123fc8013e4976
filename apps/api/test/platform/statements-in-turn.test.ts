import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTurn } from "../../src/db/in-turn.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { makeExercise, makeRefs, type Refs } from "../support/exercises.ts";

/**
 * A connection runs one statement at a time, and node-postgres deprecates handing it one while another is
 * still running ("Calling client.query() when the client is already executing a query", an error from pg 9).
 * Prisma's query interpreter loads an include's relations at once (Promise.all): inside a transaction (an
 * interactive one, or the one Prisma opens for a nested write) they all went to the transaction's one
 * connection. Creating an exercise with its muscles sent it five. The tenant router's connections take a
 * transaction's statements in turn (tenant-router.ts, `auditedPool`): this counts, on every connection of the
 * pool, the statements handed to it before the one before had finished.
 */
let ctx: TestContext;
let gym: TestGym;
let refs: Refs;
const watched = new WeakSet<pg.PoolClient>();
let mostAtOnce = 0;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

/** Counts the statements outstanding on `client` (those answered by a promise: the adapter's, every one). */
function watch(client: pg.PoolClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let outstanding = 0;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const answer = query(...args);
    if (answer instanceof Promise) {
      outstanding += 1;
      mostAtOnce = Math.max(mostAtOnce, outstanding);
      answer.then(
        () => (outstanding -= 1),
        () => (outstanding -= 1),
      );
    }
    return answer;
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "in_turn");
  refs = await makeRefs(ctx, gym);
  ctx.db.pool.on("acquire", watch);
  // Seen only if this worker has not shown pg's warning yet (Node shows a deprecation once per process).
  process.on("warning", onWarning);
});
afterAll(async () => {
  process.off("warning", onWarning);
  ctx.db.pool.off("acquire", watch);
  await ctx.close();
});

describe("a transaction's statements on its connection", () => {
  it("creating an exercise with its muscles (a nested create, its five relations read back): one at a time", async () => {
    mostAtOnce = 0;
    const exercise = await makeExercise(ctx, gym, refs, {
      secondary_muscle_group_ids: `${refs.muscleIds[1]},${refs.muscleIds[2]}`,
    });
    expect(exercise.secondary_muscles).toHaveLength(2);
    expect(mostAtOnce).toBe(1);
  });

  it("statements a transaction starts at once: one at a time, each answered with its own rows", async () => {
    mostAtOnce = 0;
    const db = ctx.db.tenants.get(gym.schema);
    const answers = await db.$transaction(async (tx) =>
      Promise.all(
        [1, 2, 3, 4].map((n) => tx.$queryRawUnsafe<{ n: number }[]>("SELECT $1::int AS n, pg_sleep(0.01)::text", n)),
      ),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual([1, 2, 3, 4]);
    expect(mostAtOnce).toBe(1);
  });

  it("pg never warned about a statement handed to a busy connection", () => {
    expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
  });
});

describe("inTurn", () => {
  it("sends each once the one before has settled, in the order given, a failure stopping none after it", async () => {
    const turn = inTurn();
    const log: string[] = [];
    const step = (name: string, ms: number, fail = false) =>
      turn(async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const answers = await Promise.allSettled([step("a", 20), step("b", 1, true), step("c", 5)]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : (a.reason as Error).message))).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });
});

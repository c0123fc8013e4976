import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import pg from "pg";

/**
 * Statements whose plans each connection keeps (issue 28 §3, decision 0409): named prepared statements for the
 * few statements where planning is most of the cost (the monthly view's miss: its page, the kept totals' bring-up,
 * about 1 ms of planning each for 0.1-0.6 ms of work). A repository opts a statement in with `keepPlan(sql)`; every
 * other statement stays unnamed, planned for its values each time.
 *
 * - The name is a hash of the text, which names the gym's tables (`qualified`), so each gym's statement is its own
 *   and a text is never reused under another meaning.
 * - PostgreSQL re-plans a kept statement by itself when a table it reads changes (a migration, ANALYZE, a schema
 *   made again by a restore). A kept statement with parameters is planned for its values five times, then the
 *   generic plan is kept when it is no dearer: values that change the plan's shape (a page's LIMIT and OFFSET) are
 *   written into the text instead, so their generic plan is the one a custom plan would be.
 * - A plan of these statements holds 0.05-0.7 MB of the backend's memory (docs/performance.md, 2026-12-06), so each
 *   connection keeps at most KEPT_PER_CONNECTION and closes the least recently used beyond that.
 * - PgBouncer before 1.21 in transaction mode cannot carry a named statement from one transaction to the next:
 *   there `DATABASE_PREPARED_STATEMENTS=off`, and a marked statement is sent unnamed like the rest.
 */
const MARK = " /* keep plan */";

/**
 * Transactions whose kept statements use their generic plan from the first call (decision 0414): the money
 * transactions (receipts.ts `inTx`). PostgreSQL's own choice kept planning those for their values on every
 * call (a generic plan of `id = ANY($1)` is costed for ten ids, dearer than the custom plan for one), about
 * 0.9 ms a payment, more than their work. Their plans do not depend on the values: ids, keys and arrays of them.
 * The setting is transaction-local and sent with the transaction's BEGIN (tenant-router.ts), so it costs no
 * round trip and nothing else on the connection sees it.
 */
const genericScope = new AsyncLocalStorage<true>();

/** Runs `work` so that a transaction it starts on a gym's pool plans its statements generically (decision 0414). */
export function withGenericPlans<T>(work: () => T): T {
  return genericScope.run(true, work);
}

/** The transaction-local setting a transaction started in `withGenericPlans` sends with its BEGIN, else null. */
export function genericPlansSql(pool: pg.Pool): string | null {
  return genericScope.getStore() && keeping.has(pool)
    ? "SELECT set_config('plan_cache_mode', 'force_generic_plan', true)"
    : null;
}

/** Marks `sql` as a statement whose plan its connection keeps. */
export function keepPlan(sql: string): string {
  return `${sql}${MARK}`;
}

/** At most this many kept statements per connection (about 8 gyms' monthly-view statements). */
export const KEPT_PER_CONNECTION = 32;

const keeping = new WeakSet<pg.Pool>();
/** Per connection, the kept statements' names, least recently used first. */
const held = new WeakMap<pg.ClientBase, Map<string, true>>();

/** Lets `pool`'s connections keep the plans of marked statements (pool.ts, when prepared statements are on). */
export function keepPlansOn(pool: pg.Pool): void {
  keeping.add(pool);
}

/** Whether a statement sent on one of `pool`'s connections keeps its plan. */
export function keepsPlan(pool: pg.Pool, config: unknown): config is pg.QueryConfig {
  return (
    keeping.has(pool) &&
    typeof config === "object" &&
    config !== null &&
    typeof (config as { text?: unknown }).text === "string" &&
    (config as { text: string }).text.endsWith(MARK)
  );
}

/** node-postgres's record of the statements it has prepared on a connection (pg 8: `connection.parsedStatements`). */
interface Prepared {
  connection: { parsedStatements: Record<string, string> };
}

/** The parts of pg's internal Connection a kept statement writes to (pg's typings omit them). */
interface PgConnection {
  close(message: { type: "S"; name: string }): void;
}

/**
 * A named statement sent with, before it in the same pipeline (one round trip), the protocol's Close of the
 * statements its connection gives up, and of its own name when the connection has not prepared it (a Close of
 * a name that is not there is no error, and one that is, left by a failed pipeline, would refuse the Parse).
 * Close, not the SQL DEALLOCATE: PgBouncer 1.21 and later follow the protocol's messages, not SQL commands.
 */
class KeptStatement extends pg.Query {
  constructor(
    config: pg.QueryConfig & { callback: (error: Error | null, result: pg.QueryResult) => void },
    private readonly closing: readonly string[],
  ) {
    super(config as never);
  }

  override requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: unknown): void {
    const c = connection as PgConnection;
    for (const name of this.closing) c.close({ type: "S", name });
    if (!this.hasBeenParsed(connection)) c.close({ type: "S", name: this.name as string });
    super.prepare(connection);
  }
}

declare module "pg" {
  interface Query {
    name?: string;
    hasBeenParsed(connection: unknown): boolean;
  }
}

/**
 * Runs `config` (a marked statement) on `client` as a named prepared statement, closing the connection's least
 * recently used ones beyond KEPT_PER_CONNECTION in the same round trip.
 */
export async function keptQuery(client: pg.ClientBase, config: pg.QueryConfig): Promise<pg.QueryResult> {
  const name = `kept_${createHash("sha1").update(config.text).digest("hex").slice(0, 32)}`;
  const { parsedStatements } = (client as unknown as Prepared).connection;
  let names = held.get(client);
  if (!names) {
    names = new Map();
    held.set(client, names);
  }
  const closing: string[] = [];
  if (!names.delete(name)) {
    for (const oldest of names.keys()) {
      if (names.size - closing.length < KEPT_PER_CONNECTION) break;
      closing.push(oldest);
    }
    for (const oldest of closing) {
      names.delete(oldest);
      delete parsedStatements[oldest];
    }
  }
  names.set(name, true);
  try {
    return await new Promise<pg.QueryResult>((resolve, reject) => {
      const callback = (error: Error | null, result: pg.QueryResult) => (error ? reject(error) : resolve(result));
      client.query(new KeptStatement({ ...config, name, callback }, closing) as never);
    });
  } catch (error) {
    // 26000: the statement is not on the server connection this one reached, which is what a pooler in transaction
    // mode before PgBouncer 1.21 does to a named statement. Forgotten, so that its next use prepares it again.
    if ((error as { code?: string }).code === "26000") {
      names.delete(name);
      delete parsedStatements[name];
      throw new Error(
        "A prepared statement was lost between statements: behind PgBouncer older than 1.21 in transaction mode, set DATABASE_PREPARED_STATEMENTS=off",
        { cause: error },
      );
    }
    throw error;
  }
}

/** A marked statement on one of `pool`'s connections, kept; any other sent as `pool.query` would. */
export async function poolQuery(pool: pg.Pool, config: pg.QueryConfig): Promise<pg.QueryResult> {
  if (!keepsPlan(pool, config)) return pool.query(config);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await keptQuery(client, config);
  } catch (error) {
    // An error PostgreSQL reported leaves the connection usable (as in audited-statement.ts); any other (a broken
    // socket, a lost statement) discards it.
    if (!(error instanceof pg.DatabaseError)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

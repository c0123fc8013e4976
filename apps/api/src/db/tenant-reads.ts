import type pg from "pg";
import { poolQuery } from "./kept-plans.ts";

/**
 * Plain reads for the hot path (issue 28 §2, decision 0360): a repository's raw SELECT sent straight to
 * `pg` on the gym's own pool shard, instead of through Prisma's raw-query runtime, driver adapter and
 * tenant router (about 0.4 ms of Node CPU per request on the members list; docs/performance.md).
 *
 * Why the tenancy stays as safe as through Prisma:
 * - the reader (which schema, which pool) is carried by the gym's handle itself (`TenantRouter.handle`),
 *   never passed alongside it: the pool is the one the handle's own statements use (the gym's shard,
 *   decision 0065), and a context whose `schema` is not its handle's is refused, so the tables the SQL
 *   names with `qualified(ctx.schema, …)` are always the handle's gym's;
 * - no session state: one statement per call, an unnamed prepared statement on whichever pooled
 *   connection is free (PgBouncer in transaction mode, decision 0060), or one the connection keeps when the
 *   statement is marked (`keepPlan`, decision 0409, off behind PgBouncer before 1.21); no `search_path`;
 * - reads only: a statement that could write is refused, because a write must go through `ctx.db` for the
 *   audit trail to name the request (decision 0330). The check is on the statement's words; the real
 *   boundary remains the repositories' review and their tests.
 */
export interface TenantReader {
  readonly schema: string;
  readonly pool: pg.Pool;
}

/**
 * Each gym handle's reader, set when the handle is made (`TenantRouter.handle`). Kept beside the handle,
 * not as a property of it: a property read on Prisma's extended client goes through its proxies' traps.
 */
const readers = new WeakMap<object, TenantReader>();

/** Makes `handle` the gym's of `reader` for `readRows`: only where a gym's handle is made. */
export function attachReader(handle: object, reader: TenantReader): void {
  // A handle is one gym's for its whole life: never pointed at another.
  if (readers.has(handle)) throw new TenantReadRefusedError("this handle already reads for a gym");
  readers.set(handle, Object.freeze({ schema: reader.schema, pool: reader.pool }));
}

export class TenantReadRefusedError extends Error {
  constructor(reason: string) {
    super(`readRows refused: ${reason}`);
    this.name = "TenantReadRefusedError";
  }
}

/** A SELECT, or a WITH ending in one; no data-modifying words anywhere in it. */
const READ = /^\s*(?:select|with)\b/i;
const WRITES =
  /\b(?:insert|update|delete|merge|truncate|copy|call)\b|\bset_config\s*\(|\bnextval\s*\(|\bfor\s+(?:no\s+key\s+)?(?:update|share)\b/i;

/** Whether `sql` is a statement `readRows` runs (exported for its test). */
export function isPlainRead(sql: string): boolean {
  return READ.test(sql) && !WRITES.test(sql);
}

/**
 * Runs one read statement for the gym of `ctx.db` and returns its rows. Values are always `params`
 * (`$1`, `$2`, …); tables are named with `qualified(ctx.schema, …)` as in every raw statement.
 * Rows come back as `pg` reads them (pool.ts's parsers: numeric as number, date as YYYY-MM-DD text); cast
 * in SQL what must be text or int, as the repositories already do for Prisma.
 */
export async function readRows<T>(
  ctx: { readonly db: object; readonly schema: string },
  sql: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  const reader = readers.get(ctx.db);
  if (!reader) throw new TenantReadRefusedError("this database handle is not a gym's (no reader)");
  if (reader.schema !== ctx.schema) throw new TenantReadRefusedError("the context's schema is not its handle's gym");
  if (!isPlainRead(sql)) throw new TenantReadRefusedError("only a plain SELECT may be run here; write through ctx.db");
  const result = await poolQuery(reader.pool, { text: sql, values: params as unknown[] });
  return result.rows as T[];
}

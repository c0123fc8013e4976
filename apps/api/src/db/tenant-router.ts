import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import type { Clock } from "../lib/clock.ts";
import { currentAuditSetting, mayWrite, setAuditSql, withAuditSetting } from "./audit-scope.ts";
import { auditedPoolQuery } from "./audited-statement.ts";
import { stamped } from "./clock-stamps.ts";
import { inTurn } from "./in-turn.ts";
import { genericPlansSql, keepsPlan, keptQuery } from "./kept-plans.ts";
import { quoteIdent } from "./pool.ts";
import { attachReader } from "./tenant-reads.ts";

/**
 * ONE Prisma client for every gym (issue 14, decision 0063). Prisma cannot choose the schema per query
 * (prisma/prisma#12420), so the client is built for a placeholder schema and a thin driver adapter around
 * `@prisma/adapter-pg` puts the gym's quoted schema in place of the placeholder in each statement's text,
 * interactive transactions included. The gym comes from an AsyncLocalStorage entered by a query extension
 * on the gym's handle (`handle(schema)`), around every operation that handle runs.
 *
 * Why this is safe:
 * - a statement that names the placeholder with no gym in scope is refused (never guessed);
 * - the placeholder is an identifier in the SQL text Prisma generates; values are always bind
 *   parameters, so no request data can forge it;
 * - Prisma's request batching (same-tick `findUnique`s, `$transaction([...])`, interactive transactions'
 *   queries) would run several requests in ONE async context: its batch key is made per gym and each
 *   batch is executed inside its own gym's context (`isolateBatches`), so two gyms' requests are never
 *   merged or run under each other's schema. `apps/api/test/platform/tenant-router.test.ts` interleaves
 *   two gyms at high concurrency and checks every row read.
 */
export const TENANT_PLACEHOLDER = "__gym_tenant_schema__";
const QUOTED_PLACEHOLDER = quoteIdent(TENANT_PLACEHOLDER);

const currentGym = new AsyncLocalStorage<string>();

/** The schema of the gym whose operation is running (undefined outside one). */
export function currentTenantSchema(): string | undefined {
  return currentGym.getStore();
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type SqlQuery = Parameters<Adapter["queryRaw"]>[0];

export class TenantSchemaMissingError extends Error {
  constructor() {
    super("A tenant query ran outside any gym's scope; refusing to run it against an unknown schema");
    this.name = "TenantSchemaMissingError";
  }
}

function routed(query: SqlQuery): SqlQuery {
  if (!query.sql.includes(QUOTED_PLACEHOLDER)) return query;
  const schema = currentGym.getStore();
  if (!schema) throw new TenantSchemaMissingError();
  return { ...query, sql: query.sql.replaceAll(QUOTED_PLACEHOLDER, quoteIdent(schema)) };
}

type Queryable = { queryRaw: Adapter["queryRaw"]; executeRaw: Adapter["executeRaw"] };

/**
 * A pool that, in a write request's scope, names the request for the audit trigger (decision 0330) without
 * a round trip of its own:
 * - the BEGIN of each transaction the adapter starts goes with the request's
 *   `set_config('gym.audit', …, true)`, in one simple-protocol message (the setting is a dollar-quoted
 *   literal, never interpolated unquoted), and a money transaction's with its generic plans (decision 0414);
 * - a write the adapter runs outside a transaction (`pool.query`, which the adapter uses for nothing
 *   else) goes pipelined after the setting, one implicit transaction (audited-statement.ts, decision 0336).
 * Outside that scope, or for any other statement, the pool is untouched. A connection the adapter takes for a
 * transaction is given its statements one at a time (in-turn.ts), never several for node-postgres to queue.
 * A statement marked with `keepPlan` in a transaction is sent as the connection's kept statement (kept-plans.ts,
 * decision 0409); a marked read outside one goes through `readRows`, never here.
 */
function auditedPool(pool: pg.Pool): pg.Pool {
  const client = (conn: pg.PoolClient): pg.PoolClient => {
    // A transaction's connection: Prisma reads an include's relations at once (Promise.all), which inside a
    // transaction (a nested create is one) all go to this one connection, so they are sent in turn here.
    const turn = inTurn();
    return new Proxy(conn, {
      get(obj, key) {
        const value = Reflect.get(obj, key, obj);
        if (key !== "query") return typeof value === "function" ? value.bind(obj) : value;
        return (config: unknown, ...rest: unknown[]) => {
          const statement = isBegin(config) ? withBegin(pool, config) : config;
          if (keepsPlan(pool, statement)) return turn(() => keptQuery(obj, statement));
          return turn(() => (obj.query as (...a: unknown[]) => Promise<unknown>)(statement, ...rest));
        };
      },
    });
  };
  return new Proxy(pool, {
    get(obj, key) {
      const value = Reflect.get(obj, key, obj);
      if (key === "connect") {
        return (...args: unknown[]) =>
          args.length ? obj.connect(...(args as [never])) : obj.connect().then((conn) => client(conn));
      }
      if (key === "query") {
        return (config: unknown, ...rest: unknown[]) => {
          const setting = currentAuditSetting();
          if (setting !== undefined && isWrite(config)) return auditedPoolQuery(obj, config, setting);
          return (obj.query as (...a: unknown[]) => unknown)(config, ...rest);
        };
      }
      return typeof value === "function" ? value.bind(obj) : value;
    },
  });
}

/**
 * A transaction's BEGIN with, in the same message, what the transaction is started with: the request's audit
 * setting (decision 0330) and, for a money transaction, generic plans (kept-plans.ts, decision 0414).
 */
function withBegin(pool: pg.Pool, config: object): object {
  const setting = currentAuditSetting();
  const extra = [setting === undefined ? null : setAuditSql(setting), genericPlansSql(pool)].filter(Boolean);
  return extra.length ? { ...config, text: ["BEGIN", ...extra].join("; ") } : config;
}

const isBegin = (config: unknown): config is object =>
  typeof config === "object" && config !== null && (config as { text?: unknown }).text === "BEGIN";

const isWrite = (config: unknown): config is pg.QueryConfig =>
  typeof config === "object" &&
  config !== null &&
  typeof (config as { text?: unknown }).text === "string" &&
  mayWrite((config as { text: string }).text);

/**
 * Wraps a queryable (the adapter or one of its transactions) so its statements name the current gym (the
 * audit setting is added below it, by the pool: auditedPool).
 */
function routing<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (key === "queryRaw" || key === "executeRaw") return (query: SqlQuery) => obj[key](routed(query));
      if (key === "startTransaction") {
        return async (...args: unknown[]) =>
          routing(
            await (obj as unknown as Adapter).startTransaction(...(args as Parameters<Adapter["startTransaction"]>)),
          );
      }
      const value = Reflect.get(obj, key, receiver);
      return typeof value === "function" ? value.bind(obj) : value;
    },
  });
}

/** The shard of the pool that serves `schema`: FNV-1a of its name, so every process agrees. */
export function shardOf(schema: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < schema.length; i++) hash = Math.imul(hash ^ schema.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}

/**
 * Several connected adapters (one per shard of the pool) as one: each statement and transaction goes to
 * the current gym's shard (decision 0065), so a PostgreSQL connection only ever builds caches for its
 * shard's gyms. Statements outside any gym's scope go to the first shard.
 */
function sharded(adapters: Adapter[]): Adapter {
  const pick = () => {
    const gym = currentGym.getStore();
    return adapters[gym ? shardOf(gym, adapters.length) : 0]!;
  };
  return new Proxy(adapters[0]!, {
    get(obj, key, receiver) {
      if (key === "queryRaw") return (query: SqlQuery) => pick().queryRaw(query);
      if (key === "executeRaw") return (query: SqlQuery) => pick().executeRaw(query);
      if (key === "startTransaction") {
        return (...args: Parameters<Adapter["startTransaction"]>) => pick().startTransaction(...args);
      }
      if (key === "dispose") return async () => void (await Promise.all(adapters.map((a) => a.dispose())));
      const value = Reflect.get(obj, key, receiver);
      return typeof value === "function" ? value.bind(obj) : value;
    },
  });
}

/**
 * `@prisma/adapter-pg` for the placeholder schema, whose adapters route each statement to the current
 * gym; with several pools, to the pool of the gym's shard.
 */
function routingAdapterFactory(pools: readonly pg.Pool[]): PrismaPg {
  const bases = pools.map((pool) => new PrismaPg(auditedPool(pool), { schema: TENANT_PLACEHOLDER }));
  const first = bases[0]!;
  return new Proxy(first, {
    get(obj, key, receiver) {
      if (key === "connect") {
        if (bases.length === 1) return async () => routing(await obj.connect());
        return async () => sharded(await Promise.all(bases.map(async (base) => routing(await base.connect()))));
      }
      const value = Reflect.get(obj, key, receiver);
      return typeof value === "function" ? value.bind(obj) : value;
    },
  });
}

interface BatchedRequest {
  [GYM]?: string;
  [AUDIT]?: string;
}
const GYM = Symbol("gym");
const AUDIT = Symbol("audit");

interface DataLoaderOptions {
  batchBy(request: BatchedRequest): string | undefined;
  singleLoader(request: BatchedRequest): Promise<unknown>;
  batchLoader(requests: BatchedRequest[]): Promise<unknown>;
}

/**
 * Prisma's request handler batches requests with the same key that arrive in one tick and runs each
 * batch from a `process.nextTick` callback, i.e. in the async context of whichever request came first.
 * Keys are made per gym here, and each batch (or single request) re-enters its own gym's context.
 * Internal API: checked at start, and the concurrency test fails if a Prisma upgrade changes it.
 */
function isolateBatches(client: PrismaClient): void {
  const loader = (client as unknown as { _requestHandler?: { dataloader?: { options?: DataLoaderOptions } } })
    ._requestHandler?.dataloader?.options;
  if (!loader || typeof loader.batchBy !== "function" || typeof loader.batchLoader !== "function") {
    throw new Error("Prisma's request batching is not where tenant-router.ts expects it (Prisma upgraded?)");
  }
  const { batchBy, singleLoader, batchLoader } = loader;
  loader.batchBy = (request) => {
    const gym = currentGym.getStore();
    const audit = currentAuditSetting();
    request[GYM] = gym;
    request[AUDIT] = audit;
    const key = batchBy(request);
    // A write request's batch is its own (its transaction names the request for the audit trail).
    return key === undefined ? undefined : `${gym ?? ""}\u0000${audit ?? ""}\u0000${key}`;
  };
  const inGym = <R>(request: BatchedRequest | undefined, work: () => R): R =>
    withAuditSetting(request?.[AUDIT], () => (request?.[GYM] ? currentGym.run(request[GYM], work) : work()));
  loader.singleLoader = (request) => inGym(request, () => singleLoader(request));
  loader.batchLoader = (requests) => inGym(requests[0], () => batchLoader(requests));
}

export type TenantHandle = PrismaClient;

/** The one shared client and the per-gym handles over it. */
export class TenantRouter {
  readonly client: PrismaClient;
  private readonly pools: readonly pg.Pool[];

  /**
   * @param pools one pool, or one per shard (DATABASE_POOL_SHARDS, decision 0065).
   * @param clock the product's clock: the timestamps written through a handle (clock-stamps.ts).
   */
  constructor(
    pools: pg.Pool | readonly pg.Pool[],
    private readonly clock: Clock,
  ) {
    this.pools = Array.isArray(pools) ? pools : [pools as pg.Pool];
    // errorFormat "minimal": the default ("colorless" outside production builds) captures a stack trace with a
    // `new Error()` on every query to format a possible error (issue 28 §2, decision 0310).
    this.client = new PrismaClient({
      adapter: routingAdapterFactory(this.pools),
      errorFormat: "minimal",
    });
    isolateBatches(this.client);
  }

  /**
   * A handle whose every operation (model queries, raw queries, `$transaction` and what runs in it)
   * runs in `schema`'s scope. Costs one small object: the compiled query plans are shared by all gyms.
   * It also carries the gym's plain reader (tenant-reads.ts): the schema and the pool shard its own
   * statements go to, so `readRows` cannot be pointed at another gym's.
   */
  handle(schema: string): TenantHandle {
    const clock = this.clock;
    const extended = this.client.$extends({
      query: {
        // `query(args)` is a lazy PrismaPromise: awaiting it INSIDE run() is what starts the request
        // in the gym's scope (returning it would start it later, in the caller's).
        $allOperations({ model, operation, args, query }) {
          const withStamps = stamped(model, operation, args, clock) as typeof args;
          return currentGym.run(schema, async () => await query(withStamps));
        },
      },
    });
    const transaction = extended.$transaction.bind(extended) as (...args: unknown[]) => Promise<unknown>;
    // An interactive transaction's callback runs in the gym's scope too, so what it starts (and Prisma's
    // BEGIN/COMMIT bookkeeping) belongs to this gym even before its first query.
    const scoped = new Proxy(extended, {
      get(obj, key, receiver) {
        if (key === "$transaction") return (...args: unknown[]) => currentGym.run(schema, () => transaction(...args));
        return Reflect.get(obj, key, receiver);
      },
    });
    attachReader(scoped, { schema, pool: this.pools[shardOf(schema, this.pools.length)]! });
    return scoped as unknown as TenantHandle;
  }

  disconnect(): Promise<void> {
    return this.client.$disconnect();
  }
}

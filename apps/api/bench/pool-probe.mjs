// Loaded with `node --import` by rotation-queues.ts (never by the product): counts, inside the API process,
// where a request's database time goes in the gyms' rotation (issue 28 §4). On SIGUSR2 it appends one JSON
// line to $POOL_PROBE_FILE with what it counted since the last one, then starts again:
// - per pool (pg-pool instances, in the order they were first used): checkouts, how many had to wait for a
//   connection (all busy) and how long, how many waited while another pool of the same size had an idle
//   connection ("borrowable": what lending between shards could have saved), new connections opened;
// - checkouts' hold time, split into "cold" (a statement naming a schema this connection had not named
//   before: PostgreSQL loads that gym's catalogue and relation caches) and warm;
// - garbage collection (count, total and longest pause) and the event loop's delay (p50, p99, max).
import { appendFileSync } from "node:fs";
import { createRequire } from "node:module";
import { monitorEventLoopDelay, PerformanceObserver, performance } from "node:perf_hooks";

const require = createRequire(import.meta.url);
const Pool = require("pg-pool");
const { Client } = require("pg");

const pools = new Map(); // pool -> its stats
let waitsBySize = new Map(); // pool size -> every checkout's wait (0 when a connection was free), ms
const seenSchemas = new WeakMap(); // client -> Set of schemas its statements named
const coldCheckout = new WeakSet(); // clients whose current checkout named a new schema
const fresh = () => ({
  checkouts: 0,
  waited: 0,
  waitMs: [],
  borrowable: 0,
  borrowableWaitMs: 0,
  opened: 0,
  holdMs: [],
  coldHoldMs: [],
});

function statsOf(pool) {
  let entry = pools.get(pool);
  if (!entry) {
    entry = { id: pools.size, max: pool.options.max, ...fresh() };
    pools.set(pool, entry);
  }
  return entry;
}

const originalConnect = Pool.prototype.connect;
Pool.prototype.connect = function probedConnect(cb) {
  const stats = statsOf(this);
  const t0 = performance.now();
  const mustWait = this._isFull() && this._idle.length === 0;
  const opens = !this._isFull() && this._idle.length === 0;
  let borrowable = false;
  if (mustWait) {
    for (const [other, s] of pools)
      if (other !== this && s.max === stats.max && other._idle.length > 0) borrowable = true;
  }
  const done = (client) => {
    const waited = performance.now() - t0;
    stats.checkouts++;
    if (!waitsBySize.has(stats.max)) waitsBySize.set(stats.max, []);
    waitsBySize.get(stats.max).push(mustWait ? waited : 0);
    if (mustWait) {
      stats.waited++;
      stats.waitMs.push(waited);
      if (borrowable) {
        stats.borrowable++;
        stats.borrowableWaitMs += waited;
      }
    }
    if (opens) stats.opened++;
    if (client && typeof client.release === "function") {
      const release = client.release;
      const held = performance.now();
      client.release = (...args) => {
        const ms = performance.now() - held;
        if (coldCheckout.has(client)) {
          stats.coldHoldMs.push(ms);
          coldCheckout.delete(client);
        } else stats.holdMs.push(ms);
        client.release = release;
        return release(...args);
      };
    }
  };
  if (typeof cb === "function") {
    return originalConnect.call(this, (err, client, release) => {
      if (!err) done(client);
      cb(err, client, release);
    });
  }
  return originalConnect.call(this).then((client) => {
    done(client);
    return client;
  });
};

const SCHEMA = /"([^"]+)"\."/;
const originalQuery = Client.prototype.query;
Client.prototype.query = function probedQuery(config, ...rest) {
  const text = typeof config === "string" ? config : config?.text;
  const schema = typeof text === "string" ? SCHEMA.exec(text)?.[1] : undefined;
  if (schema) {
    let seen = seenSchemas.get(this);
    if (!seen) {
      seen = new Set();
      seenSchemas.set(this, seen);
    }
    if (!seen.has(schema)) {
      seen.add(schema);
      coldCheckout.add(this);
    }
  }
  return originalQuery.call(this, config, ...rest);
};

let gc = { count: 0, ms: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.ms += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

const round = (x) => Math.round(x * 100) / 100;
const pct = (xs, p) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

process.on("SIGUSR2", () => {
  const out = [];
  for (const [pool, s] of pools) {
    out.push({
      id: s.id,
      max: s.max,
      checkouts: s.checkouts,
      waited: s.waited,
      waitMsSum: round(sum(s.waitMs)),
      waitMsP95: pct(s.waitMs, 95),
      borrowable: s.borrowable,
      borrowableWaitMsSum: round(s.borrowableWaitMs),
      opened: s.opened,
      warm: s.holdMs.length,
      warmHoldMsSum: round(sum(s.holdMs)),
      warmHoldMsP50: pct(s.holdMs, 50),
      cold: s.coldHoldMs.length,
      coldHoldMsSum: round(sum(s.coldHoldMs)),
      coldHoldMsP50: pct(s.coldHoldMs, 50),
      totalNow: pool.totalCount,
    });
    Object.assign(s, fresh());
  }
  const waits = Object.fromEntries(
    [...waitsBySize].map(([max, xs]) => [max, { n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99) }]),
  );
  waitsBySize = new Map();
  const line = {
    pools: out,
    waits,
    gc: { count: gc.count, ms: round(gc.ms), maxMs: round(gc.maxMs) },
    loopDelayMs: {
      p50: round(loop.percentile(50) / 1e6),
      p99: round(loop.percentile(99) / 1e6),
      max: round(loop.max / 1e6),
    },
  };
  gc = { count: 0, ms: 0, maxMs: 0 };
  loop.reset();
  appendFileSync(process.env.POOL_PROBE_FILE, `${JSON.stringify(line)}\n`);
});

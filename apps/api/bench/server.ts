// Child process of bench/run.ts: the real app and the bare comparison, each on a loopback port.
import { buildApp } from "../src/app.ts";
import { loadEnv } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { createPool } from "../src/db/pool.ts";
import { bareApp } from "./bare.ts";

// The shipped log level (LOG_LEVEL unset: its default), as a gym's server logs (issue 28 §4).
const env = loadEnv({ ...process.env, NODE_ENV: "production" });
const db = openDatabase(env.DATABASE_URL!, {
  poolSize: env.DATABASE_POOL_SIZE,
  tenantCacheSize: 50,
  preparedStatements: env.DATABASE_PREPARED_STATEMENTS === "on",
});
const app = await buildApp(env, db);
// BENCH_PORT (and the next one for the bare server) where a machine assigns ports; else any free ones.
const basePort = Number(process.env.BENCH_PORT ?? 0);
await app.listen({ host: "127.0.0.1", port: basePort });
const barePool = createPool(env.DATABASE_URL!, env.DATABASE_POOL_SIZE);
const bare = await bareApp(barePool, process.env.BENCH_SCHEMA!);
await bare.listen({ host: "127.0.0.1", port: basePort ? basePort + 1 : 0 });
const port = (a: typeof app) => (a.server.address() as { port: number }).port;
process.send?.({ app: port(app), bare: port(bare) });
process.on("message", async (m) => {
  if (m !== "stop") return;
  await Promise.all([app.close(), bare.close()]);
  await Promise.all([db.close(), barePool.end()]);
  process.exit(0);
});

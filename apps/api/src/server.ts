import { buildApp } from "./app.ts";
import { loadEnv } from "./config/env.ts";
import { connect } from "./db/connect.ts";
import { DEMO_GYM, ensureDemoGym } from "./seed/demo-gym.ts";
import { type BackgroundMigrations, startBackgroundMigrations } from "./tenancy/background-migrations.ts";
import { migratePlatform } from "./tenancy/provision.ts";

const started = performance.now();
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const env = loadEnv();
  const verbose = env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "trace";
  // Restarts and their outcome are always told; PostgreSQL's own chatter only when debugging.
  const dbLog = (line: string) => {
    if (
      verbose ||
      line.startsWith("The embedded PostgreSQL") ||
      line.startsWith("Stopping an embedded") ||
      line.startsWith("The change listener")
    )
      say(line);
  };
  const connection = await connect(env, dbLog, (error) => {
    // Exit non-zero rather than answer 503 forever: a supervisor (systemd, Docker, npm start again) restarts us.
    process.stderr.write(`\n${error.message}. The server stops.\n`);
    process.exit(1);
  });
  const { db } = connection;
  // Only the platform schema is migrated before listening; the gyms are migrated in the background
  // once the server listens, each answering 503 + Retry-After until its schema is ready (decision 0061).
  await migratePlatform(db.pool);
  const seeded = env.SEED_DEMO ? await ensureDemoGym(db, env, say) : false;
  const app = await buildApp(env, db);

  let migrations: BackgroundMigrations | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await migrations?.stop();
    await app.close().catch(() => {});
    await connection.close().catch((e) => say(`database shutdown: ${String(e)}`));
    clearTimeout(timer);
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: env.HOST, port: env.PORT });
  migrations = startBackgroundMigrations(db, {
    migrations: db.migrations,
    concurrency: env.TENANT_MIGRATION_CONCURRENCY,
    log: say,
  });
  const address = `http://localhost:${env.PORT}`;
  say("");
  say(`Gym Owner Dashboard is running at ${address}  (ready in ${Math.round(performance.now() - started)} ms)`);
  say(`Database: ${connection.describe}; connections: ${connection.pool}`);
  if (env.SEED_DEMO) {
    say(
      `Demo sign-in${seeded ? " (just created)" : ""}: Gym Schema "${env.DEMO_SCHEMA}", Username "${DEMO_GYM.admin.username}", Password "${DEMO_GYM.admin.password}"`,
    );
  }
  say("");
}

main().catch((error: unknown) => {
  process.stderr.write(`\nThe server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  if (cause && !(error as Error).message.includes(cause)) process.stderr.write(`  cause: ${cause}\n`);
  process.exit(1);
});

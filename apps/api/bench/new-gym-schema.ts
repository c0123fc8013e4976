import pg from "pg";
import { createSchemaAtLatest, migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../src/db/migrator.ts";
import { cpuMs } from "./measure.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/**
 * A new gym's schema both ways, in interleaved rounds on one connection (decision 0389): migrateSchema (a
 * transaction per migration, how upgrades run) against createSchemaAtLatest (one transaction, how
 * provisionGym makes a gym). Prints the medians of wall time and of the CPU the PostgreSQL backend and this
 * process used: on a loaded machine the wall time is mostly waiting for a core between round trips.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/new-gym-schema.ts [rounds=8]
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server (>= 14)");
const rounds = Number(process.argv[2] ?? 8);
const scratch = await createScratchDatabase(serverUrl, "gym_newschema");
const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
// The scratch database is dropped WITH (FORCE) at the end, which may reach the pool's last connection first.
pool.on("error", () => {});
try {
  const migrations = readMigrations(TENANT_MIGRATIONS_DIR);
  const backend = (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
  const ownCpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const ways = { migrateSchema, createSchemaAtLatest } as const;
  const figures: Record<string, { wall: number[]; postgres: number[]; node: number[] }> = {};
  for (let round = 0; round < rounds; round++) {
    const order =
      round % 2
        ? (["createSchemaAtLatest", "migrateSchema"] as const)
        : (["migrateSchema", "createSchemaAtLatest"] as const);
    for (const way of order) {
      const schema = `bench_${way.toLowerCase()}_${round}`;
      const [w0, p0, n0] = [performance.now(), cpuMs(backend), ownCpu()];
      await ways[way](pool, schema, migrations);
      figures[way] ??= { wall: [], postgres: [], node: [] };
      const f = figures[way];
      f.wall.push(performance.now() - w0);
      f.postgres.push(cpuMs(backend) - p0);
      f.node.push(ownCpu() - n0);
      await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
  for (const [way, f] of Object.entries(figures)) {
    process.stdout.write(
      `${way.padEnd(21)} wall ${median(f.wall)} ms, PostgreSQL CPU ${median(f.postgres)} ms, Node CPU ${median(f.node)} ms (medians of ${rounds}, ${migrations.length} migrations)\n`,
    );
  }
} finally {
  await pool.end();
  await scratch.drop();
}

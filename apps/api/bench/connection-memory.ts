import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { qualified } from "../src/db/pool.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { createScratchDatabase } from "./scratch-database.ts";

const GYMS = Number(process.env.GYMS ?? 100);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server (>= 14)");
const say = (line: string) => process.stdout.write(`${line}\n`);
const scratch = await createScratchDatabase(adminUrl, "gym_connmem");
const url = scratch.url;
const work = mkdtempSync(join(tmpdir(), "gym-connmem-"));
const db = openDatabase(url, { poolSize: 4, tenantCacheSize: 4 });
try {
  await migratePlatform(db.pool);
  const schemas: string[] = [];
  const t0 = performance.now();
  for (let i = 0; i < GYMS; i++) {
    const schema = `mem_gym_${String(i).padStart(5, "0")}`;
    await provisionGym(
      { ...db, uploadDir: work },
      { schema_name: schema, gym_name: schema, admin: { username: "owner", password: "pw-12345678", full_name: "O" } },
    );
    schemas.push(schema);
  }
  say(`provisioned ${GYMS} gyms in ${Math.round(performance.now() - t0)} ms`);

  const memory = async (client: pg.Client) => {
    const { rows } = await client.query<{ total: string; cache: string }>(
      `SELECT sum(total_bytes) AS total, sum(total_bytes) FILTER (WHERE name = 'CacheMemoryContext') AS cache
         FROM pg_backend_memory_contexts`,
    );
    return { total: Number(rows[0]?.total) / 1024 / 1024, cache: Number(rows[0]?.cache) / 1024 / 1024 };
  };
  const fmt = (m: { total: number; cache: number }) =>
    `${m.total.toFixed(1)} MB (CacheMemoryContext ${m.cache.toFixed(1)} MB)`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const before = await memory(client);
  say(`one connection, no gym touched: ${fmt(before)}`);
  let after = before;
  for (const [i, schema] of schemas.entries()) {
    await client.query(`SELECT m.id FROM ${qualified(schema, "members")} m ORDER BY m.id LIMIT 10`);
    await client.query(`SELECT count(*) FROM ${qualified(schema, "staff_users")}`);
    await client.query(`SELECT count(*) FROM ${qualified(schema, "exercises")}`);
    if ((i + 1) % Math.max(1, Math.floor(GYMS / 4)) === 0 || i === schemas.length - 1) {
      after = await memory(client);
      say(`  after ${i + 1} gyms: ${fmt(after)}`);
    }
  }
  say(`growth per gym touched: ${(((after.total - before.total) * 1024) / GYMS).toFixed(0)} KB`);
  await client.end();
  const fresh = new pg.Client({ connectionString: url });
  await fresh.connect();
  say(`a new connection (what a maximum lifetime replaces the old one with): ${fmt(await memory(fresh))}`);
  await fresh.end();
} finally {
  await db.close();
  await scratch.drop();
  rmSync(work, { recursive: true, force: true });
}

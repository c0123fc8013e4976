import { loadavg } from "node:os";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { migrateSchema } from "../src/db/migrator.ts";
import { qualified } from "../src/db/pool.ts";
import { migratePlatform } from "../src/tenancy/provision.ts";
import { createScratchDatabase } from "./scratch-database.ts";

const GYMS = Number(process.env.GYMS ?? 1000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 20);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server (>= 14)");
const say = (line: string) => process.stdout.write(`${line}\n`);

const scratch = await createScratchDatabase(adminUrl, "gym_affinity");
const url = scratch.url;
const schemas = Array.from({ length: GYMS }, (_, i) => `aff_${String(i).padStart(5, "0")}`);

/** One "request": the members list's page and its counts, as the app's two statements do. */
const read = (client: pg.Client, schema: string) =>
  Promise.all([
    client.query(
      `SELECT id, member_id, first_name, last_name, phone, status, renewal_date
         FROM ${qualified(schema, "members")} ORDER BY created_at DESC, id DESC LIMIT 20`,
    ),
    client.query(
      `SELECT count(*) FILTER (WHERE status = 'ACTIVE') AS active, count(*) AS total
         FROM ${qualified(schema, "members")} WHERE renewal_date >= current_date - 30`,
    ),
  ]);

type Mode = "one gym" | "all gyms" | "with affinity";
const gymsOf = (mode: Mode, connection: number) =>
  mode === "one gym"
    ? [schemas[0]!]
    : mode === "all gyms"
      ? schemas
      : schemas.filter((_, i) => i % CONNECTIONS === connection);

async function run(mode: Mode) {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    // Warm-up: each connection builds its caches for every gym it will read.
    await Promise.all(
      clients.map(async (client, c) => {
        for (const schema of gymsOf(mode, c)) await read(client, schema);
      }),
    );
    let requests = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      clients.map(async (client, c) => {
        const mine = gymsOf(mode, c);
        while (performance.now() < until) {
          await read(client, mine[Math.floor(Math.random() * mine.length)]!);
          requests++;
        }
      }),
    );
    const { rows } = await clients[0]!.query<{ total: string }>(
      "SELECT sum(total_bytes) AS total FROM pg_backend_memory_contexts",
    );
    say(
      `${mode}: ${(requests / SECONDS).toFixed(0)} requests/s over ${CONNECTIONS} connections; one backend's memory ${(
        Number(rows[0]?.total) / 1048576
      ).toFixed(1)} MB; load average ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

const db = openDatabase(url, { poolSize: 4, tenantCacheSize: 4 });
try {
  await migratePlatform(db.pool);
  const t0 = performance.now();
  const queue = [...schemas];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        await migrateSchema(db.pool, s, [...db.migrations]);
        await db.pool.query(
          `INSERT INTO ${qualified(s, "members")}
             (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth, joining_date, renewal_date)
           SELECT 'm' || g, 'm' || g || '@example.com', 'x', 'Member', 'No ' || g, '9' || lpad(g::text, 9, '0'), 'F',
                  date '1990-01-01' + g, current_date - g, current_date + g
             FROM generate_series(1, 30) g`,
        );
      }
    }),
  );
  say(`${GYMS} gyms created in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const mode of ["one gym", "all gyms", "with affinity", "all gyms", "one gym"] as const) await run(mode);
} finally {
  await db.close();
  await scratch.drop();
}

import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { qualified } from "../../src/db/pool.ts";
import type { TestContext } from "./context.ts";

/**
 * Everything a request could have written for one gym: each table's row count and the newest row
 * version's transaction id (an INSERT or UPDATE, even one that changes no value, writes a newer one), and
 * the files under the gym's upload folder with their sizes. Two equal snapshots mean nothing was written.
 */
export async function gymSnapshot(ctx: TestContext, schema: string): Promise<Record<string, string>> {
  const tables = await ctx.db.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> '_schema_migrations' ORDER BY 1`,
    [schema],
  );
  const sql = tables.rows
    .map(
      ({ name }) =>
        `SELECT '${name}' AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS h FROM ${qualified(schema, name)}`,
    )
    .join(" UNION ALL ");
  const rows = await ctx.db.pool.query<{ t: string; h: string }>(sql);
  const snapshot: Record<string, string> = Object.fromEntries(rows.rows.map((r) => [r.t, r.h]));
  for (const [file, size] of filesUnder(join(ctx.env.UPLOAD_DIR, schema))) snapshot[`file:${file}`] = String(size);
  return snapshot;
}

/**
 * A cheap "has anything been written since": the cluster's current snapshot (`xmin:xmax:in-progress`) and the
 * gym's files. A row is only ever written by a transaction that has taken a transaction id, which moves the
 * snapshot's `xmax`, and its commit changes the in-progress list; reading the snapshot takes none. So while the
 * stamp is the same, every table of every gym is as it was, and a loop of many refused requests (fuzz.test.ts)
 * needs `gymSnapshot` only when the stamp has moved. Take the stamp before the snapshot it vouches for: a write
 * between the two then shows as a moved stamp, never as a stale snapshot.
 */
export async function writeStamp(ctx: TestContext, schema: string): Promise<string> {
  const { rows } = await ctx.db.pool.query<{ s: string }>("SELECT pg_current_snapshot()::text AS s");
  const files = filesUnder(join(ctx.env.UPLOAD_DIR, schema)).map(([file, size]) => `${file}=${size}`);
  return [rows[0]!.s, ...files].join("\n");
}

function filesUnder(dir: string, prefix = ""): [string, number][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? filesUnder(join(dir, d.name), `${prefix}${d.name}/`)
      : ([[`${prefix}${d.name}`, statSync(join(dir, d.name)).size]] as [string, number][]),
  );
}

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

function filesUnder(dir: string, prefix = ""): [string, number][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? filesUnder(join(dir, d.name), `${prefix}${d.name}/`)
      : ([[`${prefix}${d.name}`, statSync(join(dir, d.name)).size]] as [string, number][]),
  );
}

import type pg from "pg";
import { qualified, quoteIdent } from "../../db/pool.ts";

export interface TableShape {
  name: string;
  columns: string[];
}

/**
 * The gym's tables (ordinary ones, without generated columns) in dependency order: each after every
 * table it references by a foreign key. Tables on a cycle come last in name order (none today).
 */
export async function tablesInDependencyOrder(client: pg.ClientBase, schema: string): Promise<TableShape[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
    [schema],
  );
  const refs = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND child.oid <> parent.oid`,
    [schema],
  );
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set()]));
  for (const r of refs.rows) parents.get(r.child)?.add(r.parent);
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let remaining = tables.rows;
  while (remaining.length) {
    const ready = remaining.filter((t) => [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)));
    const next = ready.length ? ready : remaining;
    for (const t of next) {
      ordered.push({ name: t.name, columns: t.columns });
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

export async function sequencesOf(
  client: pg.ClientBase,
  schema: string,
): Promise<{ name: string; last_value: string; is_called: boolean }[]> {
  const names = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [schema],
  );
  const out: { name: string; last_value: string; is_called: boolean }[] = [];
  for (const { name } of names.rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${qualified(schema, name)}`,
    );
    if (rows[0]) out.push({ name, ...rows[0] });
  }
  return out;
}

export async function setSequence(
  client: pg.ClientBase,
  schema: string,
  seq: { name: string; last_value: string; is_called: boolean },
): Promise<void> {
  await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [
    qualified(schema, seq.name),
    seq.last_value,
    seq.is_called,
  ]);
}

/** The last tenant migration applied to the schema (the migrator's own history table). */
export async function migrationVersion(client: pg.ClientBase, schema: string): Promise<string | null> {
  const { rows } = await client.query<{ v: string | null }>(
    `SELECT max(name) AS v FROM ${qualified(schema, "_schema_migrations")}`,
  );
  return rows[0]?.v ?? null;
}

export async function postgresVersion(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ v: string }>("SHOW server_version");
  return rows[0]?.v ?? "";
}

export const copyOutSql = (schema: string, t: TableShape) =>
  `COPY ${qualified(schema, t.name)} (${t.columns.map(quoteIdent).join(", ")}) TO STDOUT`;

export const copyInSql = (schema: string, t: TableShape) =>
  `COPY ${qualified(schema, t.name)} (${t.columns.map(quoteIdent).join(", ")}) FROM STDIN`;

/**
 * Media paths are stored as `<schema>/<area folder>/<file>` (decision 0007): a gym restored under another
 * name gets them rewritten in every text column that holds one.
 */
export async function renameMediaPaths(
  client: pg.ClientBase,
  schema: string,
  from: string,
  to: string,
  folders: readonly string[],
): Promise<number> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        AND a.atttypid IN ('text'::regtype, 'varchar'::regtype)`,
    [schema],
  );
  const pattern = `^${from}/(${folders.map((f) => f.replace(/[^a-z0-9-]/g, "")).join("|")})/`;
  let changed = 0;
  for (const { table, column } of columns) {
    const col = quoteIdent(column);
    const result = await client.query(
      `UPDATE ${qualified(schema, table)} SET ${col} = $1 || substr(${col}, $2) WHERE ${col} ~ $3`,
      [to, from.length + 1, pattern],
    );
    changed += result.rowCount ?? 0;
  }
  return changed;
}

export async function schemaExists(client: pg.ClientBase | pg.Pool, schema: string): Promise<boolean> {
  const { rowCount } = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
  return Boolean(rowCount);
}

export async function dropSchema(client: pg.ClientBase | pg.Pool, schema: string): Promise<void> {
  await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
}

export interface RegistryRow {
  schema_name: string;
  gym_name: string;
  status: "ACTIVE" | "SUSPENDED";
  time_zone: string;
  created_at: string;
  schema_version: string;
}

/**
 * Puts the restored schema in place under its name and registers it, in one transaction: the old gym
 * (when replacing) is dropped in the same commit, so a failure leaves the old gym as it was.
 */
export async function swapIn(client: pg.ClientBase, work: string, gym: RegistryRow, replace: boolean): Promise<void> {
  await client.query("BEGIN");
  try {
    if (replace) {
      await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(gym.schema_name)} CASCADE`);
      await client.query("DELETE FROM platform.gyms WHERE schema_name = $1", [gym.schema_name]);
    }
    await client.query(`ALTER SCHEMA ${quoteIdent(work)} RENAME TO ${quoteIdent(gym.schema_name)}`);
    await client.query(
      `INSERT INTO platform.gyms (schema_name, gym_name, status, time_zone, created_at, schema_version)
       VALUES ($1, $2, $3::platform.gym_status, $4, $5::timestamptz, $6)`,
      [gym.schema_name, gym.gym_name, gym.status, gym.time_zone, gym.created_at, gym.schema_version],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/**
 * The audit trail refuses TRUNCATE (decision 0332); in the schema the migrations have just made it is
 * empty (nothing is recorded outside a request), so it is left out.
 */
const APPEND_ONLY: ReadonlySet<string> = new Set(["audit_entries", "audit_changes"]);

export async function emptyTables(client: pg.ClientBase, schema: string, tables: readonly TableShape[]): Promise<void> {
  const emptied = tables.filter((t) => !APPEND_ONLY.has(t.name));
  if (!emptied.length) return;
  await client.query(`TRUNCATE ${emptied.map((t) => qualified(schema, t.name)).join(", ")}`);
}

/** Removes a gym's schema and its registry row in one transaction (`tenants drop`); false when neither existed. */
export async function deleteGym(client: pg.ClientBase, schema: string): Promise<boolean> {
  await client.query("BEGIN");
  try {
    const existed = await schemaExists(client, schema);
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    const { rowCount } = await client.query("DELETE FROM platform.gyms WHERE schema_name = $1", [schema]);
    await client.query("COMMIT");
    return existed || Boolean(rowCount);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

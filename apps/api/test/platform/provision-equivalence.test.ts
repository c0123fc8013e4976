import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSchemaAtLatest,
  type Migration,
  migrateSchema,
  readMigrations,
  TENANT_MIGRATIONS_DIR,
} from "../../src/db/migrator.ts";
import { createGym, createTestContext, type TestContext } from "../support/context.ts";

/**
 * A new gym's schema is made in one transaction (createSchemaAtLatest, decision 0389); every gym that
 * existed before was made, and is upgraded, one migration per transaction (migrateSchema). The two must
 * give the same schema: these tests compare their catalogs, object by object, with the schema's name
 * written out of every definition.
 */
let ctx: TestContext;
let migrations: Migration[];
let perMigration: string;
let oneTransaction: string;
beforeAll(async () => {
  ctx = await createTestContext();
  migrations = readMigrations(TENANT_MIGRATIONS_DIR);
  perMigration = `eqm_${randomBytes(5).toString("hex")}`;
  oneTransaction = `eqo_${randomBytes(5).toString("hex")}`;
  await migrateSchema(ctx.db.pool, perMigration, migrations);
  await createSchemaAtLatest(ctx.db.pool, oneTransaction, migrations);
});
afterAll(() => ctx.close());

/** Each kind of object in a schema, as sorted lines of text in which the schema's name reads `<schema>`. */
const CATALOG: Record<string, string> = {
  relations: `SELECT c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text || ' rls=' || c.relrowsecurity
                || ' options=' || coalesce(array_to_string(c.reloptions, ','), '')
                || ' toast=' || (c.reltoastrelid <> 0)
                || ' comment=' || coalesce(obj_description(c.oid, 'pg_class'), '')
                || ' owned_by=' || coalesce((SELECT t.relname || '.' || a.attname FROM pg_depend d
                     JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')
                      AND d.refclassid = 'pg_class'::regclass AND c.relkind = 'S'), '')
                FROM pg_class c WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)`,
  columns: `SELECT c.relname || '.' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                || ' notnull=' || a.attnotnull || ' identity=' || a.attidentity::text || ' generated=' || a.attgenerated::text
                || ' collation=' || coalesce(co.collname, '') || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
                || ' comment=' || coalesce(col_description(c.oid, a.attnum), '')
                FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
                LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 0
               WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1) AND a.attnum > 0 AND NOT a.attisdropped`,
  indexes: `SELECT pg_get_indexdef(i.indexrelid) || ' valid=' || i.indisvalid
                FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)`,
  constraints: `SELECT coalesce(c.relname, '(domain)') || ' ' || k.conname || ' ' || k.contype::text || ' ' || pg_get_constraintdef(k.oid)
                || ' deferrable=' || k.condeferrable || ' deferred=' || k.condeferred || ' validated=' || k.convalidated
                FROM pg_constraint k LEFT JOIN pg_class c ON c.oid = k.conrelid WHERE k.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)`,
  triggers: `SELECT pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
                FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
               WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1) AND NOT t.tgisinternal`,
  functions: `SELECT pg_get_functiondef(p.oid) FROM pg_proc p WHERE p.pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1) AND p.prokind <> 'a'`,
  views: `SELECT c.relname || ' ' || pg_get_viewdef(c.oid) FROM pg_class c
               WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1) AND c.relkind IN ('v', 'm')`,
  sequences: `SELECT c.relname || ' ' || format_type(s.seqtypid, NULL) || ' ' || s.seqstart || ' ' || s.seqincrement
                || ' ' || s.seqmax || ' ' || s.seqmin || ' ' || s.seqcache || ' ' || s.seqcycle
                FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)`,
  types: `SELECT t.typname || ' ' || t.typtype::text || ' ' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
                FROM pg_enum e WHERE e.enumtypid = t.oid), '')
                FROM pg_type t WHERE t.typnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)
                 AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = t.typrelid AND c.relkind <> 'c')
                 AND t.typelem = 0`,
  policies: `SELECT p.tablename || ' ' || p.policyname || ' ' || p.permissive || ' ' || p.cmd || ' '
                || coalesce(p.qual, '') || ' ' || coalesce(p.with_check, '') FROM pg_policies p WHERE p.schemaname = $1`,
  rules: `SELECT r.tablename || ' ' || r.definition FROM pg_rules r WHERE r.schemaname = $1`,
};

async function catalog(schema: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [kind, sql] of Object.entries(CATALOG)) {
    const res = await ctx.db.pool.query<{ line: string }>(`SELECT line FROM (${sql}) AS q(line)`, [schema]);
    out[kind] = res.rows.map((r) => r.line.replaceAll(schema, "<schema>")).sort();
  }
  return out;
}

/** Every table's rows (migrations may write some), but for the columns a migration fills with the clock. */
async function rows(schema: string): Promise<Record<string, unknown[]>> {
  const tables = await ctx.db.pool.query<{ relname: string; clocked: string[] }>(
    `SELECT c.relname, array_agg(a.attname::text) FILTER (WHERE a.atttypid IN ('timestamptz'::regtype, 'timestamp'::regtype, 'date'::regtype)) AS clocked
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1) AND c.relkind = 'r' GROUP BY c.relname`,
    [schema],
  );
  const out: Record<string, unknown[]> = {};
  for (const t of tables.rows) {
    const res = await ctx.db.pool.query<{ row: string }>(
      `SELECT (to_jsonb(t) - $1::text[])::text AS row FROM "${schema}"."${t.relname}" t`,
      [t.clocked ?? []],
    );
    out[t.relname] = res.rows.map((r) => r.row).sort();
  }
  return out;
}

describe("a new gym's schema in one transaction is the schema the migrations make one by one", () => {
  it("has a schema to compare: the tenant tables, their indexes, constraints, triggers and functions", async () => {
    const made = await catalog(perMigration);
    for (const kind of ["relations", "columns", "indexes", "constraints", "triggers", "functions"]) {
      expect(made[kind]?.length, kind).toBeGreaterThan(0);
    }
  });

  it("same tables, columns, indexes, constraints, triggers, functions, views, sequences, types and policies", async () => {
    const [a, b] = await Promise.all([catalog(perMigration), catalog(oneTransaction)]);
    for (const kind of Object.keys(CATALOG)) expect(b[kind], kind).toEqual(a[kind]);
  });

  it("the comparison sees a difference: the schema one migration short differs", async () => {
    const short = `eqs_${randomBytes(5).toString("hex")}`;
    await createSchemaAtLatest(ctx.db.pool, short, migrations.slice(0, -1));
    expect(await catalog(short)).not.toEqual(await catalog(perMigration));
  });

  it("same rows, the migration history included (names and checksums)", async () => {
    expect(await rows(oneTransaction)).toEqual(await rows(perMigration));
  });

  it("a later migrateSchema finds every migration applied", async () => {
    expect((await migrateSchema(ctx.db.pool, oneTransaction, migrations)).applied).toEqual([]);
  });

  it("provisionGym's schema has the same structure (its starter rows aside)", async () => {
    const gym = await createGym(ctx, "eqp");
    expect(await catalog(gym.schema)).toEqual(await catalog(perMigration));
  });

  it("fails, and leaves nothing behind, when a migration fails", async () => {
    const schema = `eqf_${randomBytes(5).toString("hex")}`;
    const broken = [...migrations.slice(0, 3), { name: "zz_broken", sql: "SELECT no_such_function();", checksum: "x" }];
    await expect(createSchemaAtLatest(ctx.db.pool, schema, broken)).rejects.toThrow(/no_such_function/);
    const left = await ctx.db.pool.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
    expect(left.rowCount).toBe(0);
  });

  it("refuses a schema that exists", async () => {
    await expect(createSchemaAtLatest(ctx.db.pool, perMigration, migrations)).rejects.toThrow(/already exists/);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/config/env.ts";
import { PLATFORM_SCHEMA } from "../../src/tenancy/registry.ts";
import { createGym, createTestContext, type TestContext } from "../support/context.ts";

/** Models that live only in the platform schema; every other model is a tenant table. */
const PLATFORM_MODELS = new Set(["Gym", "GymBackup"]);

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object";
  type: string;
  isList: boolean;
  isRequired: boolean;
  isUnique: boolean;
  isId: boolean;
  hasDefaultValue: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  uniqueFields: string[][];
}

const schemaDir = join(REPO_ROOT, "prisma/schema");
const dmmf = JSON.parse(
  get_dmmf(
    JSON.stringify({ prismaSchema: readdirSync(schemaDir).map((f) => [f, readFileSync(join(schemaDir, f), "utf8")]) }),
  ),
).datamodel as { models: DmmfModel[]; enums: { name: string; dbName: string | null; values: { name: string }[] }[] };
const enumDbName = new Map(dmmf.enums.map((e) => [e.name, e.dbName ?? e.name]));

/** What information_schema should say for a field, from its Prisma type and native type. */
function expectedType(f: DmmfField): string {
  if (f.isList) return "ARRAY";
  if (f.kind === "enum") return `enum:${enumDbName.get(f.type)}`;
  const [native, args = []] = f.nativeType ?? [];
  switch (f.type) {
    case "String":
      return native === "VarChar"
        ? `character varying(${args[0]})`
        : native === "Char"
          ? `character(${args[0]})`
          : "text";
    case "Int":
      return "integer";
    case "BigInt":
      return "bigint";
    case "Boolean":
      return "boolean";
    case "Float":
      return "double precision";
    case "Decimal":
      return `numeric(${args.join(",")})`;
    case "Json":
      return "jsonb";
    case "DateTime":
      return native === "Date" ? "date" : native === "Time" ? "time without time zone" : "timestamp with time zone";
    default:
      return f.type;
  }
}

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  column_default: string | null;
}

function actualType(c: Column): string {
  if (c.data_type === "USER-DEFINED") return `enum:${c.udt_name}`;
  if (c.data_type === "character varying" || c.data_type === "character")
    return `${c.data_type}(${c.character_maximum_length})`;
  if (c.data_type === "numeric") return `numeric(${c.numeric_precision},${c.numeric_scale})`;
  return c.data_type;
}

let ctx: TestContext;
let tenantSchema: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tenantSchema = (await createGym(ctx, "drift")).schema;
});
afterAll(() => ctx.close());

async function columns(schema: string): Promise<Column[]> {
  const res = await ctx.db.pool.query<Column>(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, character_maximum_length, numeric_precision, numeric_scale, column_default
       FROM information_schema.columns WHERE table_schema = $1 AND table_name <> '_schema_migrations'`,
    [schema],
  );
  return res.rows;
}

describe("schema.prisma and the migrated database agree", () => {
  for (const scope of ["tenant", "platform"] as const) {
    it(`${scope} schema: same tables, columns, types, nullability and defaults`, async () => {
      const schema = scope === "platform" ? PLATFORM_SCHEMA : tenantSchema;
      const models = dmmf.models.filter((m) => PLATFORM_MODELS.has(m.name) === (scope === "platform"));
      const cols = await columns(schema);
      const tables = new Set(cols.map((c) => c.table_name));
      expect([...tables].sort()).toEqual(models.map((m) => m.dbName ?? m.name).sort());
      for (const model of models) {
        const table = model.dbName ?? model.name;
        const scalars = model.fields.filter((f) => f.kind !== "object");
        const tableCols = cols.filter((c) => c.table_name === table);
        expect(tableCols.map((c) => c.column_name).sort(), `columns of ${table}`).toEqual(
          scalars.map((f) => f.dbName ?? f.name).sort(),
        );
        for (const field of scalars) {
          const col = tableCols.find((c) => c.column_name === (field.dbName ?? field.name))!;
          const where = `${table}.${col.column_name}`;
          expect(actualType(col), `type of ${where}`).toBe(expectedType(field));
          expect(col.is_nullable === "NO", `nullability of ${where}`).toBe(field.isRequired || field.isList);
          expect(col.column_default !== null, `default of ${where}`).toBe(field.hasDefaultValue);
        }
      }
    });
  }

  it("enums have the values the schema lists", async () => {
    const res = await ctx.db.pool.query<{ name: string; values: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname IN ($1, $2) GROUP BY t.typname`,
      [tenantSchema, PLATFORM_SCHEMA],
    );
    const actual = Object.fromEntries(res.rows.map((r) => [r.name, r.values]));
    for (const e of dmmf.enums) expect(actual[e.dbName ?? e.name], e.name).toEqual(e.values.map((v) => v.name));
  });

  it("unique fields and foreign keys exist in the tenant schema", async () => {
    const uniques = await ctx.db.pool.query<{ table: string; cols: string[] }>(
      `SELECT c.relname AS table, array_agg(a.attname::text ORDER BY a.attname::text) AS cols
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
        WHERE n.nspname = $1 AND i.indisunique GROUP BY c.relname, i.indexrelid`,
      [tenantSchema],
    );
    const has = (table: string, cols: string[]) =>
      uniques.rows.some((u) => u.table === table && u.cols.join(",") === [...cols].sort().join(","));
    const fks = await ctx.db.pool.query<{ table: string; cols: string[] }>(
      `SELECT tc.table_name AS table, array_agg(kcu.column_name::text ORDER BY kcu.column_name) AS cols
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
        WHERE tc.table_schema = $1 AND tc.constraint_type = 'FOREIGN KEY' GROUP BY tc.table_name, tc.constraint_name`,
      [tenantSchema],
    );
    for (const model of dmmf.models.filter((m) => !PLATFORM_MODELS.has(m.name))) {
      const table = model.dbName ?? model.name;
      const dbName = (name: string) => model.fields.find((f) => f.name === name)?.dbName ?? name;
      for (const f of model.fields.filter((x) => x.isUnique || x.isId))
        expect(has(table, [dbName(f.name)]), `unique ${table}.${f.name}`).toBe(true);
      for (const group of model.uniqueFields)
        expect(has(table, group.map(dbName)), `unique ${table}(${group})`).toBe(true);
      for (const rel of model.fields.filter((x) => x.relationFromFields?.length)) {
        const cols = rel.relationFromFields!.map(dbName).sort();
        expect(
          fks.rows.some((fk) => fk.table === table && fk.cols.join(",") === cols.join(",")),
          `foreign key ${table}(${cols})`,
        ).toBe(true);
      }
    }
  });
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Migration, migrateSchema, migrateSchemas } from "../../src/db/migrator.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

const migration = (name: string, sql: string): Migration => ({ name, sql, checksum: `sum-${sql.length}-${name}` });
const one = migration("001_a", "CREATE TABLE a (id serial PRIMARY KEY);");
const two = migration("002_b", "CREATE TABLE b (id serial PRIMARY KEY, a_id int REFERENCES a(id));");
const broken = migration("002_b", "CREATE TABLE b (id serial PRIMARY KEY); SELECT no_such_function();");

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const freshSchema = () => `mig_${randomBytes(5).toString("hex")}`;
const tables = async (schema: string) =>
  (
    await ctx.db.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1",
      [schema],
    )
  ).rows.map((r) => r.table_name);

describe("migrator", () => {
  it("applies every migration inside the schema, with a history row each", async () => {
    const schema = freshSchema();
    const result = await migrateSchema(ctx.db.pool, schema, [one, two]);
    expect(result.applied).toEqual(["001_a", "002_b"]);
    expect(await tables(schema)).toEqual(["_schema_migrations", "a", "b"]);
    // Nothing leaked into public through the search_path.
    expect(await tables("public")).not.toContain("a");
  });

  it("skips a schema that is already up to date", async () => {
    const schema = freshSchema();
    await migrateSchema(ctx.db.pool, schema, [one, two]);
    expect((await migrateSchema(ctx.db.pool, schema, [one, two])).applied).toEqual([]);
  });

  it("resumes after a failure mid-run: the failed migration left nothing behind", async () => {
    const schema = freshSchema();
    await expect(migrateSchema(ctx.db.pool, schema, [one, broken])).rejects.toThrow(/no_such_function/);
    expect(await tables(schema)).toEqual(["_schema_migrations", "a"]);
    const resumed = await migrateSchema(ctx.db.pool, schema, [one, two]);
    expect(resumed.applied).toEqual(["002_b"]);
  });

  it("refuses a migration that was edited after it was applied", async () => {
    const schema = freshSchema();
    await migrateSchema(ctx.db.pool, schema, [one]);
    const edited = { ...one, checksum: "different" };
    await expect(migrateSchema(ctx.db.pool, schema, [edited])).rejects.toThrow(/was changed after it was applied/);
  });

  it("two migrators racing on one schema apply each migration exactly once", async () => {
    const schema = freshSchema();
    const [a, b] = await Promise.all([
      migrateSchema(ctx.db.pool, schema, [one, two]),
      migrateSchema(ctx.db.pool, schema, [one, two]),
    ]);
    expect([...a.applied, ...b.applied].sort()).toEqual(["001_a", "002_b"]);
    const history = await ctx.db.pool.query(`SELECT count(*)::int AS n FROM "${schema}"._schema_migrations`);
    expect(history.rows[0].n).toBe(2);
  });

  it("many migrators racing on new schemas, each having looked the schema up first: no duplicate-schema error", async () => {
    for (let round = 0; round < 5; round++) {
      const schema = freshSchema();
      const results = await Promise.all(
        Array.from({ length: 4 }, () => migrateSchema(ctx.db.pool, schema, [one, two])),
      );
      expect(results.flatMap((r) => r.applied).sort()).toEqual(["001_a", "002_b"]);
    }
  });

  it("migrates many schemas with bounded concurrency and reports each failure", async () => {
    const good = [freshSchema(), freshSchema(), freshSchema()];
    const bad = freshSchema();
    await migrateSchema(ctx.db.pool, bad, [one]);
    await ctx.db.pool.query(`UPDATE "${bad}"._schema_migrations SET checksum = 'tampered'`);
    const { results, failures } = await migrateSchemas(ctx.db.pool, [...good, bad], [one, two], 2);
    expect(results.map((r) => r.schema).sort()).toEqual([...good].sort());
    expect(failures.map((f) => f.schema)).toEqual([bad]);
  });
});

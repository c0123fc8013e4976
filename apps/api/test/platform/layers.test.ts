import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/conventions.md, "Data access": queries live in repositories only (issue 22 §2). In an area's
 * module, a file that runs SQL (`$queryRaw…`, `$executeRaw…`, `.query(`, `readRows(`) or asks Prisma for rows
 * (`db.member.findMany(…)`) is a `repository.ts` or a `*-repository.ts`; services, routes, seeds and
 * jobs call repositories. A service may still open a transaction (`$transaction`) and hand it down.
 */
const MODULES = new URL("../../src/modules/", import.meta.url).pathname;
/** The liveness probe asks the pool itself whether the database answers; it reads no gym's rows. */
const ALLOWED = ["health/routes.ts"];

const RUNS_SQL = /\$queryRaw|\$executeRaw|\.query(<[^>]*>)?\(|\breadRows(<[^>]*>)?\(/;
const PRISMA_ROWS =
  /\b(db|tx)\.[a-z][A-Za-z]*\.(findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|delete|deleteMany|upsert|count|aggregate|groupBy)\(/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

const isRepository = (path: string) => /(^|-)repository\.ts$/.test(basename(path));

describe("layers (issue 22 §2)", () => {
  it("only repositories run SQL or read rows through Prisma", () => {
    const offenders = files(MODULES)
      .filter((path) => !isRepository(path) && !ALLOWED.includes(relative(MODULES, path)))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${relative(MODULES, path)}:${i + 1}` }))
          .filter(({ line }) => !/^\s*(\*|\/\/|\/\*)/.test(line) && (RUNS_SQL.test(line) || PRISMA_ROWS.test(line)))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it("recognises what it forbids", () => {
    expect(RUNS_SQL.test("await ctx.pool.query(`SELECT 1`)")).toBe(true);
    expect(RUNS_SQL.test("tx.$queryRawUnsafe<Row[]>(sql)")).toBe(true);
    expect(RUNS_SQL.test("readRows<Row>(ctx, sql, [today])")).toBe(true);
    expect(PRISMA_ROWS.test("await ctx.db.member.findMany({})")).toBe(true);
    expect(PRISMA_ROWS.test("await repo.create({ name })")).toBe(false);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, loadEnv, REPO_ROOT } from "../../src/config/env.ts";
import { connect } from "../../src/db/connect.ts";

describe("start-up configuration", () => {
  it("refuses an invalid environment with every problem named", () => {
    expect(() => loadEnv({ PORT: "abc", JWT_SECRET: "short", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it("refuses 5432 for the embedded PostgreSQL (a real server listens there), accepts another port", () => {
    const base = { JWT_SECRET: "x".repeat(32) };
    expect(() => loadEnv({ ...base, EMBEDDED_PG_PORT: "5432" })).toThrow(/EMBEDDED_PG_PORT must not be 5432/);
    expect(loadEnv({ ...base, EMBEDDED_PG_PORT: "5415" }).EMBEDDED_PG_PORT).toBe(5415);
    expect(loadEnv(base).EMBEDDED_PG_PORT).toBe(5433);
  });

  it("has turbo pass every variable it reads through to npm run dev (strict environment mode)", () => {
    const turbo = JSON.parse(readFileSync(join(REPO_ROOT, "turbo.json"), "utf8")) as { globalPassThroughEnv: string[] };
    expect(ENV_KEYS.length).toBeGreaterThan(10);
    expect(ENV_KEYS.filter((key) => !turbo.globalPassThroughEnv.includes(key))).toEqual([]);
  });

  it("fails fast with a clear message when the database is down", async () => {
    const env = loadEnv({
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      JWT_SECRET: "x".repeat(32),
      LOG_LEVEL: "silent",
    });
    const started = performance.now();
    await expect(connect(env)).rejects.toThrow(/Cannot reach the database/);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

import { describe, expect, it } from "vitest";
import { loadEnv } from "../../src/config/env.ts";
import { connect } from "../../src/db/connect.ts";

describe("start-up configuration", () => {
  it("refuses an invalid environment with every problem named", () => {
    expect(() => loadEnv({ PORT: "abc", JWT_SECRET: "short", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
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

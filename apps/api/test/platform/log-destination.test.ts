import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { logDestination } from "../../src/config/log-destination.ts";
import { createTestContext } from "../support/context.ts";

const dir = mkdtempSync(join(tmpdir(), "gym-log-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the request log's destination (decision 0412)", () => {
  it("has each line in the file when the logging call returns: nothing waits in memory", () => {
    const file = join(dir, "lines.log");
    const log = pino({ level: "info" }, logDestination(file));
    log.info({ reqId: "req-1" }, "incoming request");
    expect(readFileSync(file, "utf8")).toContain('"msg":"incoming request"');
    log.info({ reqId: "req-1" }, "request completed");
    expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(2);
  });

  it("is what the app logs through when it is given no stream: stdout, written at once", async () => {
    const ctx = await createTestContext({ LOG_LEVEL: "error" });
    try {
      const stream = (ctx.app.log as unknown as Record<symbol, { fd: number; sync: boolean }>)[pino.symbols.streamSym];
      expect(stream?.fd).toBe(1);
      expect(stream?.sync).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.ts";
import {
  type EmbeddedDatabase,
  MAX_FILES_PER_PROCESS,
  openFilesLimit,
  startEmbeddedPostgres,
} from "../../src/db/embedded.ts";

/**
 * The embedded PostgreSQL keeps more files open than PostgreSQL's default 1000 (decision 0399): a backend
 * serving a shard's gyms reads more relation files than that, and reopened them on every statement.
 */
describe("the embedded PostgreSQL's open files", () => {
  // Not under a mkdtemp folder: that one is root's alone, and the server runs as the postgres user.
  const dataDir = join(tmpdir(), `gym-embedded-files-${process.pid}-${randomBytes(3).toString("hex")}`);
  let server: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts with max_files_per_process above the default", async () => {
    server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ max_files_per_process: string }>("SHOW max_files_per_process");
      expect(Number(rows[0]?.max_files_per_process)).toBe(MAX_FILES_PER_PROCESS);
    } finally {
      await client.end();
    }
  }, 120_000);

  it("reads this process's open-files limit, which the server inherits", () => {
    // Linux only (/proc); Node raises its soft limit to the hard one at start, so it is rarely 1024 here.
    expect(openFilesLimit()).toBeGreaterThan(0);
  });
});

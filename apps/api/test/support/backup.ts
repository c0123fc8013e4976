import { createHash } from "node:crypto";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ZipFile as ZipWriter } from "yazl";
import type { TestContext, TestGym } from "./context.ts";

/** sha256 of every file under the gym's media folder, by path relative to it. */
export function mediaChecksums(ctx: TestContext, schema: string): Record<string, string> {
  const root = join(ctx.env.UPLOAD_DIR, schema);
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, d.name);
      if (d.isDirectory()) walk(path);
      else out[relative(root, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  walk(root);
  return out;
}

/** Removes a gym completely: schema, registry row, media (what an operator's mistake or a lost disk does). */
/** Signs the gym's owner in again (a restore carries no sessions) and answers a TestGym for that schema. */
export async function signIn(ctx: TestContext, gym: TestGym, schema = gym.schema): Promise<TestGym> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: schema, username: gym.username, password: gym.password, user_type: "admin" },
  });
  const token = res.json().token as string;
  if (!token) throw new Error(`sign-in failed: ${res.body}`);
  return { ...gym, schema, token, auth: { authorization: `Bearer ${token}` } };
}

/** Every entry of a zip (a file's path or the bytes of a response), in memory (tests only: the zips are small). */
export async function readZip(source: string | Buffer): Promise<Map<string, Buffer>> {
  const zip =
    typeof source === "string"
      ? await promisify<string, { lazyEntries: boolean }, ZipFile>(yauzl.open)(source, { lazyEntries: true })
      : await promisify<Buffer, { lazyEntries: boolean }, ZipFile>(yauzl.fromBuffer)(source, { lazyEntries: true });
  const open = promisify<Entry, NodeJS.ReadableStream>(zip.openReadStream.bind(zip));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", async (entry: Entry) => {
      const chunks: Buffer[] = [];
      for await (const c of await open(entry)) chunks.push(c as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
      zip.readEntry();
    });
    zip.once("end", resolve);
    zip.once("error", reject);
    zip.readEntry();
  });
  zip.close();
  return entries;
}

/** Writes a zip of these entries (to forge an edited or newer backup). */
export async function writeZip(path: string, entries: Map<string, Buffer>): Promise<void> {
  const zip = new ZipWriter();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

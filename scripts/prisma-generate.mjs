// Generates the Prisma client offline. `prisma generate` never runs the schema engine, but the CLI
// tries to download it unless PRISMA_SCHEMA_ENGINE_BINARY names an existing file (DESIGN §8).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const schemaDir = join(root, "prisma/schema");
const output = join(root, "apps/api/src/generated/prisma");
const stamp = join(output, ".schema-hash");

const hash = createHash("sha256");
for (const f of readdirSync(schemaDir).sort()) hash.update(f).update(readFileSync(join(schemaDir, f)));
const digest = hash.digest("hex");
if (
  existsSync(stamp) &&
  readFileSync(stamp, "utf8") === digest &&
  statSync(join(output, "client.ts"), { throwIfNoEntry: false })
) {
  process.exit(0);
}

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const result = spawnSync(join(root, "node_modules/.bin/prisma"), ["generate"], { cwd: root, env, stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
mkdirSync(output, { recursive: true });
writeFileSync(stamp, digest);

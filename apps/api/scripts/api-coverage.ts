// Prints how many catalogue endpoints the server implements, and lists the missing ones by area.
// Builds the app without a database connection: routes register without querying.
import { AREAS, endpoints, toRoutePath } from "@gym/contracts";
import { buildApp } from "../src/app.ts";
import { loadEnv } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";

const env = loadEnv({
  ...process.env,
  LOG_LEVEL: "silent",
  DATABASE_URL: "postgres://unused@127.0.0.1:1/unused",
  JWT_SECRET: "x".repeat(32),
});
const db = openDatabase(env.DATABASE_URL!, { poolSize: 1, tenantCacheSize: 1 });
const app = await buildApp(env, db);
await app.ready();

const missing = endpoints.filter((e) => !app.hasRoute({ method: e.method, url: toRoutePath(e.path) }));
const implemented = endpoints.length - missing.length;
console.log(`API coverage: ${implemented}/${endpoints.length} catalogue endpoints implemented`);
for (const area of AREAS) {
  const all = endpoints.filter((e) => e.area === area);
  const gaps = missing.filter((e) => e.area === area);
  if (!all.length) continue;
  console.log(`  ${area.padEnd(16)} ${String(all.length - gaps.length).padStart(3)}/${all.length}`);
  for (const e of gaps) console.log(`      missing ${e.method.padEnd(6)} ${e.path}`);
}
await app.close();
await db.close();

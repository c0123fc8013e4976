// Prints how many catalogue endpoints the server serves, by area, by the catalogue's own rule
// (served = the catalogue minus NOT_BUILT, which test/platform/catalogue.test.ts enforces), and
// flags any entry where that rule and the routes the app registers disagree.
// Builds the app without a database connection: routes register without querying.
import { AREAS, builtEndpoints, endpointName, endpoints, toRoutePath } from "@gym/contracts";
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

const built = new Set(builtEndpoints);
const serves = (e: (typeof endpoints)[number]) => app.hasRoute({ method: e.method, url: toRoutePath(e.path) });
console.log(`API coverage: ${built.size}/${endpoints.length} catalogue endpoints served`);
for (const area of AREAS) {
  const all = endpoints.filter((e) => e.area === area);
  if (!all.length) continue;
  const gaps = all.filter((e) => !built.has(e));
  console.log(`  ${area.padEnd(16)} ${String(all.length - gaps.length).padStart(3)}/${all.length}`);
  for (const e of gaps) console.log(`      not built ${e.method.padEnd(6)} ${e.path}`);
}
const disagree = endpoints.filter((e) => built.has(e) !== serves(e));
for (const e of disagree) {
  console.log(
    `  ! ${endpointName(e)}: ${built.has(e) ? "not served" : "served"} but ${built.has(e) ? "not in" : "in"} NOT_BUILT`,
  );
}
await app.close();
await db.close();
if (disagree.length) process.exitCode = 1;

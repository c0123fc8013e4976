import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadEnv } from "./config/env.ts";
import { connect } from "./db/connect.ts";
import { ensureDemoGym } from "./seed/demo-gym.ts";
import { migrateAllGyms, migratePlatform, provisionGym } from "./tenancy/provision.ts";

const USAGE = `Usage:
  npm run tenants -- create --schema <schema_name> --name "<gym name>" [--admin <username>] [--password <pw>] [--full-name "<name>"] [--email <email>] [--time-zone <IANA zone, default DEFAULT_TIME_ZONE>]
  npm run tenants -- list
  npm run tenants -- migrate [--concurrency <n>]
  npm run tenants -- seed          (creates the demo gym if it does not exist)`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      schema: { type: "string" },
      name: { type: "string" },
      admin: { type: "string", default: "admin" },
      password: { type: "string" },
      "full-name": { type: "string", default: "Gym Owner" },
      email: { type: "string", default: "" },
      "time-zone": { type: "string" },
      concurrency: { type: "string", default: "4" },
    },
  });
  if (!command || !["create", "list", "migrate", "seed"].includes(command)) {
    say(USAGE);
    return command ? 2 : 0;
  }
  const env = loadEnv();
  const connection = await connect(env);
  const { db } = connection;
  try {
    await migratePlatform(db.pool);
    if (command === "create") {
      if (!values.schema || !values.name) {
        say(USAGE);
        return 2;
      }
      const password = values.password ?? randomBytes(9).toString("base64url");
      await provisionGym(
        { ...db, uploadDir: env.UPLOAD_DIR },
        {
          schema_name: values.schema,
          gym_name: values.name,
          time_zone: values["time-zone"] ?? env.DEFAULT_TIME_ZONE,
          admin: { username: values.admin, password, full_name: values["full-name"], email: values.email },
        },
      );
      say(`Created gym "${values.name}" (schema ${values.schema}).`);
      say(
        `Sign in with Gym Schema "${values.schema}", Username "${values.admin}"${values.password ? "" : `, Password "${password}" (shown once: keep it safe)`}.`,
      );
    } else if (command === "list") {
      const gyms = await db.registry.list();
      if (!gyms.length) say('No gyms yet. Create one with: npm run tenants -- create --schema my_gym --name "My Gym"');
      for (const g of gyms)
        say(
          `${g.schema_name.padEnd(32)} ${g.status.padEnd(10)} ${g.created_at.toISOString().slice(0, 10)}  ${g.time_zone.padEnd(20)} ${g.gym_name}`,
        );
    } else if (command === "migrate") {
      const result = await migrateAllGyms(db, Number(values.concurrency) || 4);
      say(`Migrated ${result.migrated} gym(s); ${result.upToDate} already up to date.`);
      for (const f of result.failures) say(`FAILED ${f.schema}: ${f.error.message}`);
      return result.failures.length ? 1 : 0;
    } else {
      say(
        (await ensureDemoGym(db, env, say))
          ? `Demo gym ${env.DEMO_SCHEMA} created.`
          : `Demo gym ${env.DEMO_SCHEMA} already exists.`,
      );
    }
    return 0;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

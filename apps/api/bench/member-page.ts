// The member's own page under load (issue 26 §7): the demo gym's data (dues, invoices, bookings, workouts, the
// food menu) and one member given 30 days of visits on top; GET of the page by its token single user (p95) and
// at 32 connections, each request from its own client address (the page's per-address limit applies per
// phone), with `Accept-Encoding` as browsers send it; next to the very same reads on plain `pg` in the bare
// server (bare.ts mounts memberPageBareRoutes), with the serving process's CPU per request. One line in
// run.ts (BENCH_ONLY=member-page); alone: `npx tsx bench/member-page.ts` with DATABASE_URL.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { REPO_ROOT } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { qualified, quoteIdent } from "../src/db/pool.ts";
import type { AreaContext } from "../src/modules/context.ts";
import { memberPageOfLink } from "../src/modules/member-page/page/service.ts";
import { demoSeeders } from "../src/seed/demo-seeders.ts";
import { seedContext } from "../src/seed/seeder.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { BROWSER_HEADERS, combine, type Measurement, measure } from "./measure.ts";
import { productNodeEnv, productNodeFlags } from "./product-node-flags.ts";
import { writeBenchSection } from "./report.ts";
import { createScratchDatabase } from "./scratch-database.ts";

export const MEMBER_PAGE_SCHEMA = "bench_mpage";

/** The same read the page's route makes (the link and the page in one statement), on the bare server's plain-pg context. */
export function memberPageBareRoutes(app: FastifyInstance, ctx: AreaContext & { gymName: string }): void {
  app.get("/bare/member-page/:token", async (request, reply) => {
    const opened = await memberPageOfLink(ctx, (request.params as { token: string }).token, ctx.gymName);
    if (!opened) return reply.status(404).send({});
    return { ...opened.data, doneToday: [...opened.data.doneToday] };
  });
}

/**
 * The member with the most of what the page lists (invoices, bookings, workouts, dues), given a visit on each
 * of the last 30 days; answers their token and what the page shows of them.
 */
async function benchMember(pool: import("pg").Pool, schema: string, today: string) {
  const q = (t: string) => qualified(schema, t);
  const { rows } = await pool.query(
    `SELECT * FROM (
       SELECT m.id, l.token,
              (SELECT count(*) FROM ${q("payment_receipts")} r JOIN ${q("member_payments")} p ON p.id = r.payment_id WHERE p.member_id = m.id)::int AS invoices,
              (SELECT count(*) FROM ${q("trainer_bookings")} b WHERE b.user_id = m.id)::int AS bookings,
              (SELECT count(*) FROM ${q("exercise_assignments")} a WHERE a.member_id = m.id)::int AS assignments,
              (SELECT count(*) FROM ${q("member_payments")} p WHERE p.member_id = m.id AND p.amount_paid < p.amount_due)::int AS owed
         FROM ${q("members")} m JOIN ${q("member_links")} l ON l.member_id = m.id AND l.revoked_at IS NULL) x
      ORDER BY assignments > 0 DESC, bookings > 0 DESC, owed > 0 DESC, invoices + bookings + assignments DESC, id
      LIMIT 1`,
  );
  const member = rows[0] as { id: number; token: string; invoices: number; bookings: number; assignments: number };
  await pool.query(
    `INSERT INTO ${q("check_ins")} (member_id, checked_in_at, day, hour, via, door_colour)
     SELECT $1, (d + time '07:15') AT TIME ZONE 'Asia/Kolkata', d, 7, 'CARD', 'GREEN'
       FROM generate_series($2::date - 29, $2::date, interval '1 day') AS d
      WHERE NOT EXISTS (SELECT 1 FROM ${q("check_ins")} c WHERE c.member_id = $1 AND c.day = d::date)`,
    [member.id, today],
  );
  await pool.query(`ANALYZE`);
  return member;
}

/** The median of single-user p95 over rounds, and 32 connections (both servers interleaved). */
interface Row {
  label: string;
  app: Measurement;
  bare: Measurement;
}

export async function benchMemberPage(databaseUrl: string, seconds: number, rounds = 3): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "gym-bench-mpage-"));
  const db = openDatabase(databaseUrl, { poolSize: 4, tenantCacheSize: 4 });
  let child: ReturnType<typeof fork> | null = null;
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migratePlatform(db.pool);
    await provisionGym(
      { ...db, uploadDir: join(work, "uploads") },
      {
        schema_name: MEMBER_PAGE_SCHEMA,
        gym_name: "Bench Member Gym",
        admin: { username: "owner", password: randomBytes(9).toString("hex"), full_name: "Bench Owner" },
      },
    );
    const seed = seedContext(db, MEMBER_PAGE_SCHEMA, join(work, "uploads"), "Asia/Kolkata");
    for (const seeder of demoSeeders) await seeder.run(seed);
    await db.pool.query(
      `UPDATE ${qualified(MEMBER_PAGE_SCHEMA, "payment_settings")} SET upi_vpa = 'benchgym@upi', upi_payee_name = 'Bench Gym'`,
    );
    const member = await benchMember(db.pool, MEMBER_PAGE_SCHEMA, seed.today());
    child = fork(new URL("./server.ts", import.meta.url), {
      execArgv: [
        "--import",
        "tsx",
        ...productNodeFlags(),
        ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      env: {
        ...process.env,
        ...productNodeEnv(),
        DATABASE_URL: databaseUrl,
        DATA_DIR: work,
        JWT_SECRET: randomBytes(32).toString("hex"),
        BENCH_SCHEMA: MEMBER_PAGE_SCHEMA,
        SEED_DEMO: "false",
        TRUST_PROXY: "true",
      },
    });
    const ports = await new Promise<{ app: number; bare: number }>((resolve) =>
      child!.once("message", resolve as never),
    );
    const pid = child.pid!;
    const appUrl = `http://127.0.0.1:${ports.app}/m/${MEMBER_PAGE_SCHEMA}/${member.token}`;
    const bareUrl = `http://127.0.0.1:${ports.bare}/bare/member-page/${member.token}`;
    const page = await fetch(appUrl);
    const html = Buffer.from(await page.arrayBuffer());
    if (page.status !== 200) throw new Error(`member page: ${page.status} ${html.toString().slice(0, 200)}`);
    const shown = {
      visits: (html.toString().match(/<li><span>\d{4}-\d\d-\d\d<\/span>/g) ?? []).length,
      invoices: (html.toString().match(/\/invoices\/\d+\/pdf/g) ?? []).length,
      workouts: (html.toString().match(/data-testid="workout-/g) ?? []).length,
      bookings: (html.toString().match(/data-testid="booking-/g) ?? []).length,
      dues: /data-testid="dues-total">([^<]+)</.exec(html.toString())?.[1] ?? "nothing owed",
    };
    const bare = await fetch(bareUrl);
    if (bare.status !== 200) throw new Error(`bare member page: ${bare.status}`);
    const headers = { ...BROWSER_HEADERS };
    // Warm-up: the JIT, the pools, the lazily loaded QR library.
    await measure(appUrl, headers, 3, 8, undefined, true);
    await measure(bareUrl, headers, 3, 8, undefined, true);
    const rows: Row[] = [];
    for (const connections of [1, 32]) {
      const appRounds: Measurement[] = [];
      const bareRounds: Measurement[] = [];
      for (let round = 1; round <= rounds; round++) {
        appRounds.push(await measure(appUrl, headers, seconds, connections, pid, true));
        bareRounds.push(await measure(bareUrl, headers, seconds, connections, pid, true));
        const a = appRounds.at(-1)!;
        const b = bareRounds.at(-1)!;
        say(
          `  member page, ${connections} connection(s), round ${round}: app ${a.rps.toFixed(0)} req/s p95 ${a.p95} ms ${a.cpuMsPerRequest!.toFixed(2)} ms CPU/req | bare ${b.rps.toFixed(0)} req/s p95 ${b.p95} ms ${b.cpuMsPerRequest!.toFixed(2)} ms CPU/req | loadavg ${loadavg()
            .map((l) => l.toFixed(2))
            .join(" ")}`,
        );
      }
      rows.push({
        label: connections === 1 ? "single user" : "32 connections",
        app: combine(appRounds, seconds),
        bare: combine(bareRounds, seconds),
      });
    }
    const ms = (m: Measurement) => m.cpuMsPerRequest!.toFixed(2);
    const section = `Member's page (issue 26 §7; \`apps/api/bench/member-page.ts\`, \`BENCH_ONLY=member-page npm run bench\`, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end): the demo gym's data; the member shown has ${member.invoices} invoices, ${member.bookings} trainer bookings, ${member.assignments} workouts, dues ${shown.dues}, and a visit on each of the last 30 days (the page lists ${shown.visits} visits, ${shown.invoices} invoices, ${shown.workouts} workouts, ${shown.bookings} bookings). GET \`/m/{schema}/{token}\` with \`Accept-Encoding: ${headers["accept-encoding"] ?? ""}\`, each request from its own client address; ${rounds} interleaved rounds of ${seconds} s. Bare pg: the same statement (\`memberPageOfLink\`) on plain \`pg\` in a bare Fastify, answered as JSON (no HTML, QR codes, compression, logging, rate limit).

| load | app p50 / p95 / p99 ms | app req/s | app Node CPU ms/req | bare pg p50 / p95 / p99 ms | bare pg req/s | bare Node CPU ms/req | errors |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows
  .map(
    (r) =>
      `| ${r.label} | ${r.app.p50} / ${r.app.p95} / ${r.app.p99} | ${r.app.rps.toFixed(0)} | ${ms(r.app)} | ${r.bare.p50} / ${r.bare.p95} / ${r.bare.p99} | ${r.bare.rps.toFixed(0)} | ${ms(r.bare)} | ${r.app.errors + r.bare.errors} |`,
  )
  .join("\n")}

The page's HTML: ${(html.length / 1024).toFixed(1)} KB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip (no script; its one style sheet inline).`;
    say(section);
    writeBenchSection(join(REPO_ROOT, "docs/performance.md"), section, "member-page");
    return section;
  } finally {
    if (child) {
      child.send("stop");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    await db.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(MEMBER_PAGE_SCHEMA)} CASCADE`).catch(() => {});
    await db.registry.client.gym.deleteMany({ where: { schema_name: MEMBER_PAGE_SCHEMA } }).catch(() => {});
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Alone: npx tsx bench/member-page.ts, against a fresh database on DATABASE_URL's server.
if (process.argv[1]?.endsWith("member-page.ts")) {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error("DATABASE_URL is required to run bench/member-page.ts alone");
  const scratch = await createScratchDatabase(admin, "gym_bench_mpage");
  try {
    await benchMemberPage(scratch.url, Number(process.env.BENCH_SECONDS ?? 10), Number(process.env.BENCH_ROUNDS ?? 3));
  } finally {
    await scratch.drop();
  }
}

// The audit trail (issue 25 §8, decision 0330): what the entry adds to a write, and the trail's filters over
// 1,000,000 entries. In-process on a scratch gym: the same service call, single user, with the audit
// machinery (the request's scope, so the tenant router sets `gym.audit` and the row triggers write the
// entry) and without it (a twin gym with its audit triggers disabled, no scope), interleaved call by call so a
// neighbour's load lands on both alike; then 1,000,000 entries (and a change each) inserted set-based and
// the trail's own query (listAuditEntries) timed by member, by day, by week and by staff.
// One line in run.ts; alone: `npx tsx bench/audit.ts` with DATABASE_URL; BENCH_ONLY=audit in run.ts runs
// only this and writes docs/performance.md's "audit" section all the same.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { addDaysTo, auditEntriesQuery, DEFAULT_TIME_ZONE, planBody, todayIn } from "@gym/contracts";
import { REPO_ROOT } from "../src/config/env.ts";
import { type AuditRequest, runAudited } from "../src/db/audit-scope.ts";
import { openDatabase } from "../src/db/database.ts";
import { qualified, quoteIdent } from "../src/db/pool.ts";
import { listAuditEntries } from "../src/modules/audit/service.ts";
import { gymContext } from "../src/modules/context.ts";
import { setMemberStatus } from "../src/modules/members/service.ts";
import { createPlan, updatePlan } from "../src/modules/plans/service.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { writeBenchSection } from "./report.ts";
import { createScratchDatabase } from "./scratch-database.ts";

const SCHEMA = "bench_audit";
/** The same gym without the trail: its audit triggers disabled, its writes outside any request scope. */
const PLAIN = "bench_audit_plain";
const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const MEMBERS = 10_000;
const WRITES = Number(process.env.BENCH_AUDIT_WRITES ?? 400);
const READS = 200;

const ms = (n: number) => n.toFixed(2);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchAudit(databaseUrl: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "gym-bench-audit-"));
  const db = openDatabase(databaseUrl, { poolSize: 4, tenantCacheSize: 4 });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migratePlatform(db.pool);
    const uploadDir = join(work, "uploads");
    const gym = async (schema: string) => {
      await provisionGym(
        { ...db, uploadDir },
        {
          schema_name: schema,
          gym_name: "Bench Audit Gym",
          admin: { username: "owner", password: randomBytes(9).toString("hex"), full_name: "Owner" },
        },
      );
      const ctx = gymContext(db.tenants.get(schema), { schema, timeZone: DEFAULT_TIME_ZONE }, uploadDir, db.clock);
      await db.pool.query(
        `INSERT INTO ${qualified(schema, "members")} (username, email, password_hash, first_name, last_name, phone, gender,
                                 date_of_birth, joining_date, renewal_date)
         SELECT 'm' || i, 'm' || i || '@bench.example', 'x', 'Member', 'No ' || i, '9876543210', 'M', '1990-01-01',
                $1::date - 200, $1::date + (i % 60)
           FROM generate_series(1, ${MEMBERS}) AS i`,
        [ctx.today()],
      );
      const plan = await createPlan(ctx, planBody.parse({ name: "Gold", duration_months: "1", price: "1500" }));
      return { ctx, planId: plan.id };
    };
    const audited = await gym(SCHEMA);
    const plain = await gym(PLAIN);
    const { ctx } = audited;
    const today = ctx.today();
    const { rows: tables } = await db.pool.query<{ t: string }>(
      `SELECT c.relname AS t FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'audit_row' AND c.relnamespace = $1::regnamespace`,
      [PLAIN],
    );
    for (const { t } of tables) await db.pool.query(`ALTER TABLE ${qualified(PLAIN, t)} DISABLE TRIGGER audit_row`);

    // ---- one write, with and without the entry ----
    const actor = (): AuditRequest => ({
      request_id: randomUUID(),
      at: ctx.now().toISOString(),
      user_id: 1,
      username: null,
      role: "OWNER",
      user_agent: "bench",
      ip: "127.0.0.1",
      method: "POST",
      path: "/api/members/members/{id}/suspend/",
      area: "members",
    });
    const writes = [
      {
        name: "suspend or activate a member (one statement: sent pipelined after its audit setting when audited, decision 0336)",
        run: (g: typeof plain, i: number) => setMemberStatus(g.ctx, 1 + (i % 500), i % 4 < 2 ? "SUSPENDED" : "ACTIVE"),
      },
      {
        name: "edit a plan's price (a transaction that also re-prices its members)",
        run: (g: typeof plain, i: number) =>
          updatePlan(
            g.ctx,
            g.planId,
            planBody.parse({ name: "Gold", duration_months: "1", price: String(1500 + (i % 2) * 100) }),
          ),
      },
    ];
    const writeRows: string[] = [];
    for (const w of writes) {
      const without: number[] = [];
      const with_: number[] = [];
      for (let i = 0; i < 50; i++) {
        await w.run(plain, i); // warm-up
        await runAudited(actor(), () => w.run(audited, i));
      }
      for (let i = 0; i < WRITES; i++) {
        let t = performance.now();
        await w.run(plain, i);
        without.push(performance.now() - t);
        t = performance.now();
        await runAudited(actor(), () => w.run(audited, i));
        with_.push(performance.now() - t);
      }
      without.sort((a, b) => a - b);
      with_.sort((a, b) => a - b);
      const p50 = [percentile(without, 50), percentile(with_, 50)] as const;
      const p95 = [percentile(without, 95), percentile(with_, 95)] as const;
      writeRows.push(
        `| ${w.name} | ${ms(p50[0])} ms | ${ms(p50[1])} ms | **${ms(p50[1] - p50[0])} ms** | ${ms(p95[0])} / ${ms(p95[1])} ms |`,
      );
      say(`audit: ${w.name}: p50 ${ms(p50[0])} → ${ms(p50[1])} ms (+${ms(p50[1] - p50[0])})`);
    }

    // ---- the trail over 1,000,000 entries ----
    const entries = qualified(SCHEMA, "audit_entries");
    const changes = qualified(SCHEMA, "audit_changes");
    const seedStart = performance.now();
    // A year of entries ending now, five staff, the areas a gym writes most, a member on most of them.
    await db.pool.query(
      `INSERT INTO ${entries} (request_id, at, user_id, username, role, user_agent, ip, method, path, area,
                               entity_table, entity_id, member_id)
       SELECT md5('bench' || i), $1::timestamptz - make_interval(secs => (i::double precision * 31536000 / $2)),
              1 + i % 5, 'staff' || (1 + i % 5), 'OWNER', 'Mozilla/5.0 (bench)', '10.0.0.' || (i % 250),
              'POST', (ARRAY['/api/members/members/{id}/suspend/', '/api/expenses/member-payments/{id}/mark-paid/',
                              '/api/attendance/check-in/', '/api/members/plans/{id}/'])[1 + i % 4],
              (ARRAY['members', 'member-payments', 'attendance', 'plans'])[1 + i % 4],
              'members', (1 + i % ${MEMBERS})::text, CASE WHEN i % 10 = 0 THEN NULL ELSE 1 + (i::bigint * 7919) % ${MEMBERS} END
         FROM generate_series(1, $2::int) AS i`,
      [ctx.now(), ENTRIES],
    );
    await db.pool.query(
      `INSERT INTO ${changes} (entry_id, table_name, row_id, operation, member_id, before, after)
       SELECT e.id, 'members', e.entity_id, 'UPDATE', e.member_id,
              '{"status": "ACTIVE"}'::jsonb, '{"status": "SUSPENDED"}'::jsonb
         FROM ${entries} e`,
    );
    await db.pool.query(`ANALYZE ${entries}`);
    await db.pool.query(`ANALYZE ${changes}`);
    const seeded = (performance.now() - seedStart) / 1000;
    say(`audit: ${ENTRIES} entries and their changes inserted in ${seeded.toFixed(0)} s`);

    const day = (i: number) => addDaysTo(today, -(i % 360));
    const filters = [
      { name: "by member (page 1 of 50)", query: (i: number) => ({ member_id: String(1 + ((i * 37) % MEMBERS)) }) },
      { name: "one day (page 1 of 50)", query: (i: number) => ({ from: day(i), to: day(i) }) },
      { name: "one week (page 3 of 50)", query: (i: number) => ({ from: day(i + 7), to: day(i), page: "3" }) },
      { name: "staff member and a month", query: (i: number) => ({ user_id: "2", from: day(i + 30), to: day(i) }) },
      { name: "no filter (newest page)", query: () => ({}) },
    ];
    const readRows: string[] = [];
    for (const f of filters) {
      const times: number[] = [];
      for (let i = 0; i < 10; i++) await listAuditEntries(ctx, auditEntriesQuery.parse(f.query(i)));
      for (let i = 0; i < READS; i++) {
        const q = auditEntriesQuery.parse(f.query(i));
        const t = performance.now();
        const page = await listAuditEntries(ctx, q);
        times.push(performance.now() - t);
        if (i === 0 && page.entries.length === 0) throw new Error(`audit bench: ${f.name} found nothing`);
      }
      times.sort((a, b) => a - b);
      readRows.push(`| ${f.name} | ${ms(percentile(times, 50))} ms | ${ms(percentile(times, 95))} ms |`);
      say(`audit: ${f.name}: p50 ${ms(percentile(times, 50))} ms p95 ${ms(percentile(times, 95))} ms`);
    }

    const section = `## Audit trail (issue 25 §5, §8; decision 0330)

Last run: ${todayIn(DEFAULT_TIME_ZONE)}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end. In-process (the services the routes call, no HTTP), PostgreSQL on the same machine.

**One write, with and without its audit entry** (${WRITES} calls each, interleaved; without = a twin gym with its audit triggers disabled, no request scope; with = the request's scope, so the transaction names the request and the row triggers write the entry and its changes). Target: at most 1 ms added at p50.

| write | p50 without | p50 with | added at p50 | p95 without / with |
| --- | --- | --- | --- | --- |
${writeRows.join("\n")}

**The trail filtered, over ${ENTRIES.toLocaleString("en-US")} entries** (a year of them, five staff, ${MEMBERS.toLocaleString("en-US")} members, a change each; inserted set-based in ${seeded.toFixed(0)} s). \`listAuditEntries\` (the page and the staff list), ${READS} calls each, varying the member or the day. Target: p95 ≤ 100 ms.

| filter | p50 | p95 |
| --- | --- | --- |
${readRows.join("\n")}`;
    writeBenchSection(join(REPO_ROOT, "docs/performance.md"), section, "audit");
    return section;
  } finally {
    for (const schema of [SCHEMA, PLAIN]) {
      await db.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`).catch(() => {});
      await db.registry.client.gym.deleteMany({ where: { schema_name: schema } }).catch(() => {});
    }
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Alone: npx tsx bench/audit.ts, against a fresh database on DATABASE_URL's server.
if (process.argv[1]?.endsWith("audit.ts")) {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error("DATABASE_URL is required to run bench/audit.ts alone");
  const scratch = await createScratchDatabase(admin, "gym_bench_audit");
  try {
    await benchAudit(scratch.url);
  } finally {
    await scratch.drop();
  }
}

import { AUDIT_MONEY_FIELDS, builtEndpoints, type Endpoint, endpointKey, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { auditedRoutes, WRITE_METHODS } from "../../src/plugins/audit.ts";
import { demoSeeders } from "../../src/seed/demo-seeders.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { gymSnapshot } from "../support/snapshot.ts";

/**
 * Driven by the endpoint catalogue (issue 25 §5, §7; decision 0330): every served write endpoint runs
 * audited, every table of a gym carries the audit trigger, and one call of each write endpoint on the demo
 * gym (ids 1, an empty body) leaves exactly one entry naming that endpoint when it wrote a row of the gym,
 * and none when it was refused or wrote nothing. Endpoints and tables that land later are covered without a line added here.
 */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "audit_cov");
  for (const seeder of demoSeeders) await seeder.run(gymSeedContext(ctx, gym.schema));
}, 300_000);
afterAll(() => ctx.close());

const writes = builtEndpoints.filter((e) => !e.public && WRITE_METHODS.has(e.method));
/** Sign-out ends the session the rest of the calls use, and writes only the session table (not audited). */
const SIGN_OUT = "POST /api/android/auth/logout/";
const concrete = (e: Endpoint) => toRoutePath(e.path).replace(/:\w+/g, "1");

describe("the audit trail across the catalogue", () => {
  it("runs every served write endpoint audited", () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.map(endpointKey).filter((key) => !auditedRoutes.has(key))).toEqual([]);
  });

  it("puts the audit trigger on every table of a gym but the trail itself", async () => {
    const { rows } = await ctx.db.pool.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c
        WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND c.relname NOT IN ('audit_entries', 'audit_changes', '_schema_migrations', 'monthly_view_changes',
                                'monthly_view_months', 'monthly_view_members', 'monthly_view_groups', 'monthly_view_dirty')
          AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row')`,
      [gym.schema],
    );
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it("names every kept money column (numeric(12,2)) in AUDIT_MONEY_FIELDS, so the screens show it in rupees", async () => {
    const { rows } = await ctx.db.pool.query<{ field: string }>(
      `SELECT DISTINCT col.column_name AS field
         FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid
         CROSS JOIN LATERAL unnest(string_to_array(rtrim(encode(t.tgargs, 'escape'), '\\000'), '\\000')) AS kept(name)
         JOIN information_schema.columns col
           ON col.table_schema = $1 AND col.table_name = c.relname AND col.column_name = kept.name
        WHERE c.relnamespace = $1::regnamespace AND t.tgname = 'audit_row'
          AND col.data_type = 'numeric' AND col.numeric_precision = 12 AND col.numeric_scale = 2
        ORDER BY 1`,
      [gym.schema],
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.field).filter((field) => !AUDIT_MONEY_FIELDS.has(field))).toEqual([]);
  });

  it("leaves one entry per write endpoint that writes, none for one that refuses or writes nothing", async () => {
    const entries = qualified(gym.schema, "audit_entries");
    const outcomes: string[] = [];
    let written = 0;
    for (const e of writes) {
      if (endpointKey(e) === SIGN_OUT) continue;
      const tablesBefore = await gymSnapshot(ctx, gym.schema);
      const before = await ctx.db.pool.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM ${entries}`);
      const res = await ctx.app.inject({
        method: e.method,
        url: concrete(e),
        headers: { ...gym.auth, "idempotency-key": `audit-${e.method}-${e.path}` },
        ...(e.method === "DELETE" ? {} : { payload: {} }),
      });
      const { rows } = await ctx.db.pool.query<{ method: string; path: string }>(
        `SELECT method, path FROM ${entries} WHERE id > $1::bigint`,
        [before.rows[0]!.id],
      );
      const where = `${e.method} ${e.path} → ${res.statusCode}`;
      expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
      const tablesAfter = await gymSnapshot(ctx, gym.schema);
      const changed = Object.keys(tablesAfter).filter(
        (t) =>
          !t.startsWith("file:") &&
          !t.startsWith("audit_") &&
          t !== "staff_sessions" &&
          tablesAfter[t] !== tablesBefore[t],
      );
      if (res.statusCode >= 400) {
        expect(rows, `${where} was refused but left an entry`).toEqual([]);
      } else if (changed.length === 0) {
        expect(rows, `${where} wrote nothing but left an entry`).toEqual([]);
      } else {
        written += 1;
        expect(rows, `${where} wrote ${changed.join(", ")}`).toEqual([{ method: e.method, path: e.path }]);
      }
      outcomes.push(where);
    }
    // The demo gym lets a good share of them write (suspend, activate, archive, restore, delete, ...).
    expect(written, outcomes.join("\n")).toBeGreaterThan(5);
  }, 240_000);
});

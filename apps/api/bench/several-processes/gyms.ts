import type pg from "pg";
import type { Database } from "../../src/db/database.ts";
import { qualified } from "../../src/db/pool.ts";
import { provisionGym } from "../../src/tenancy/provision.ts";

export const PASSWORD = "several-processes-pw";
/** Every member's monthly plan, in paise: what the monthly job bills and create-by-member fills. */
export const PLAN_PAISE = 120_000;
const HISTORY_MONTHS = ["2026-07-01", "2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01", "2026-12-01"];

/** What one desk (one client) may pay: records it alone marks paid, members it alone records payments for. */
export interface Desk {
  gym: string;
  /** Unpaid history records and what is left of their due, in paise (the desk never pays beyond it). */
  records: { id: number; leftPaise: number }[];
  /** Members paid through create-by-member: what is left of this month's and next month's plan. */
  members: { id: number; leftPaise: [number, number] }[];
}

/** Paid up to the end of December: the scheduler's pass on 2 January bills every such member's January (decision 0240). */
const PAID_THROUGH = "2026-12-31";

/**
 * Gyms made by the product's own provisioning (`npm run tenants -- create` calls the same
 * provisionGym), then, set-based, members on a plan with six unpaid months each (an open bill, so the
 * scheduler bills them nothing more, decision 0240 §6) or none (paid through December), and recurring
 * expenses already due: the scheduler's first passes (three processes starting at once) must post them
 * and make this month's records, each once. Each gym's members are shared out between its desks, so that
 * a desk knows what every one of its payments may be (a refused payment is a failure of the run).
 */
export async function provisionGyms(db: Database, uploadDir: string, gyms: number, desksPerGym: number) {
  const schemas = Array.from({ length: gyms }, (_, i) => `several_gym_${i + 1}`);
  const desks: Desk[] = [];
  for (const schema of schemas) {
    await provisionGym(
      { ...db, uploadDir },
      {
        schema_name: schema,
        gym_name: `Several Processes Gym ${schema.slice(-1)}`,
        admin: { username: "owner", password: PASSWORD, full_name: "Owner" },
      },
    );
    const now = db.clock.now();
    const paying = await insertMembers(db.pool, schema, "desk", 40 * desksPerGym, now);
    const marking = paying.slice(0, paying.length / 2);
    const recordsOf = await insertHistory(db.pool, schema, marking, now);
    const byMember = paying.slice(paying.length / 2);
    for (let d = 0; d < desksPerGym; d++) {
      desks.push({
        gym: schema,
        records: marking
          .filter((_, i) => i % desksPerGym === d)
          .flatMap((m) => recordsOf.get(m) ?? [])
          .map((id) => ({ id, leftPaise: PLAN_PAISE })),
        members: byMember
          .filter((_, i) => i % desksPerGym === d)
          .map((id) => ({ id, leftPaise: [PLAN_PAISE, PLAN_PAISE] })),
      });
    }
    await insertSchedules(db.pool, schema, "first", now);
  }
  return { schemas, desks };
}

/** Work that falls due while the processes run (before the restart): new members, new schedules. */
export async function addLateWork(db: Database, schemas: string[]): Promise<void> {
  const now = db.clock.now();
  for (const schema of schemas) {
    await insertMembers(db.pool, schema, "late", 20, now);
    await insertSchedules(db.pool, schema, "late", now);
  }
}

async function insertMembers(pool: pg.Pool, schema: string, tag: string, n: number, now: Date): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO ${qualified(schema, "members")}
       (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth, joining_date,
        renewal_date, paid_through, plan_name, plan_amount, created_at, updated_at)
     SELECT $1 || g, $1 || g || '@example.com', 'x', 'Member', $1 || ' ' || g, '9' || lpad(g::text, 9, '0'), 'F',
            date '1990-01-01' + g, date '2026-06-01', $2::date, $2::date, 'Monthly', $3::numeric / 100, $4, $4
       FROM generate_series(1, $5::int) g
     RETURNING id`,
    [`${tag}_`, PAID_THROUGH, PLAN_PAISE, now, n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Six unpaid bills from July, as the chain makes them (decision 0240 §3, §4): paid through 30 June, then
 * 30-day periods (1-30 Jul, 31 Jul-29 Aug, ... 28 Nov-27 Dec), one a month, due the 5th.
 */
async function insertHistory(pool: pg.Pool, schema: string, members: number[], now: Date) {
  await pool.query(
    `UPDATE ${qualified(schema, "members")} SET paid_through = date '2026-06-30', renewal_date = date '2026-06-30'
      WHERE id = ANY($1::int[])`,
    [members],
  );
  const { rows } = await pool.query<{ id: number; member_id: number }>(
    `INSERT INTO ${qualified(schema, "member_payments")}
       (member_id, membership_month, amount_due, due_date, reference_number, period_from, period_to, created_at, updated_at)
     SELECT m, h.mo, $3::numeric / 100, h.mo + 4, 'PAY' || m || to_char(h.mo, 'YYYYMM'),
            date '2026-07-01' + 30 * (h.i - 1)::int, date '2026-07-01' + 30 * (h.i - 1)::int + 29, $4, $4
       FROM unnest($1::int[]) m, unnest($2::date[]) WITH ORDINALITY AS h(mo, i)
     RETURNING id, member_id`,
    [members, HISTORY_MONTHS, PLAN_PAISE, now],
  );
  const byMember = new Map<number, number[]>();
  for (const r of rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), r.id]);
  return byMember;
}

/**
 * Schedules already due on the run's day: daily and weekly, so the due dates a test expects are plain
 * arithmetic (check-scheduler.ts), not the product's calendar code checking itself.
 */
async function insertSchedules(pool: pg.Pool, schema: string, tag: string, now: Date): Promise<void> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO ${qualified(schema, "expense_categories")} (name, category_type, created_at, updated_at)
     VALUES ($1, 'MAINTENANCE', $2, $2) RETURNING id`,
    [`Upkeep (${tag})`, now],
  );
  const plans =
    tag === "first"
      ? [
          // Enough for a pass over a gym to take a while, so the three start-up passes meet, and for
          // several of its transactions (decision 0231: 500 due dates each).
          { frequency: "DAILY", start: "2026-10-01", n: 40 },
          { frequency: "WEEKLY", start: "2026-10-03", n: 2 },
        ]
      : [{ frequency: "DAILY", start: "2026-12-23", n: 3 }];
  for (const plan of plans) {
    await pool.query(
      `INSERT INTO ${qualified(schema, "recurring_expenses")}
         (category_id, name, amount, frequency, payment_method, start_date, next_due_date, created_at, updated_at)
       SELECT $1, $2 || ' ' || g, 250, '${plan.frequency}', 'CASH', $3::date, $3::date, $4, $4
         FROM generate_series(1, $5::int) g`,
      [rows[0]!.id, `${tag} ${plan.frequency.toLowerCase()}`, plan.start, now, plan.n],
    );
  }
}

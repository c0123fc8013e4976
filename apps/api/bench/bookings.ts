// The trainer booking calendar at scale (issue 11): 50 trainers and 20,000 bookings over a year in the
// 10,000-member bench gym; the month view's range query, single user (one connection), against the same
// SQL through plain pg in a bare Fastify route. Called from run.ts; loopback only.
import { addDaysTo, type BookingStatus, DEFAULT_TIME_ZONE, monthStartOf } from "@gym/contracts";
import Fastify from "fastify";
import type pg from "pg";
import { createPool, quoteIdent } from "../src/db/pool.ts";
import type { TenantDb } from "../src/db/tenant-clients.ts";
import { systemClock } from "../src/lib/clock.ts";
import { gymContext } from "../src/modules/context.ts";
import { bookingsRepository, type NewBookingRow } from "../src/modules/trainers/bookings/repository.ts";
import { listBookings } from "../src/modules/trainers/bookings/service.ts";
import { trainersRepository } from "../src/modules/trainers/trainers/repository.ts";
import { measure } from "./measure.ts";

export const BENCH_TRAINERS = 50;
export const BENCH_BOOKINGS = 20_000;
const STATUSES: BookingStatus[] = ["completed", "completed", "confirmed", "pending", "cancelled"];

/** Monday on or before the 1st to Sunday on or after the month's last day: what the Month view asks for. */
export function monthGrid(today: string): { from: string; to: string } {
  const first = `${today.slice(0, 7)}-01`;
  const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const last = addDaysTo(monthStartOf(addDaysTo(first, 31)), -1);
  return { from: addDaysTo(first, -weekday(first)), to: addDaysTo(last, 6 - weekday(last)) };
}

/**
 * 50 trainers (through the trainers repository) and 20,000 one-hour bookings from six months ago to six
 * months ahead, about 55 a day, never two of one trainer at once (inserted by the bookings repository's
 * set-based insert, so the exclusion constraint checks every row).
 */
export async function insertBenchBookings(db: TenantDb, pool: pg.Pool, schema: string, today: string): Promise<void> {
  const ctx = { db, schema, now: systemClock.now };
  const trainerIds: number[] = [];
  for (let t = 0; t < BENCH_TRAINERS; t++) {
    const row = await trainersRepository(ctx).create({
      name: `Bench Trainer ${String(t + 1).padStart(2, "0")}`,
      phone_number: `98${String(10_000_000 + t).slice(-8)}`,
      age: 25 + (t % 30),
      gender: t % 2 ? "female" : "male",
      description: "",
      award: "",
      is_active: true,
      profile_image: null,
    });
    trainerIds.push(row.id);
  }
  const members = await pool.query<{ id: number }>(`SELECT id FROM ${quoteIdent(schema)}.members ORDER BY id`);
  const memberIds = members.rows.map((r) => r.id);
  const start = addDaysTo(today, -182);
  const rows: NewBookingRow[] = Array.from({ length: BENCH_BOOKINGS }, (_, i) => {
    const t = i % BENCH_TRAINERS;
    const k = Math.floor(i / BENCH_TRAINERS);
    // k and k + 365 fall on the same day; their hours differ by 7 (14 one-hour slots from 06:00).
    const hour = 6 + ((k * 7 + t) % 14);
    return {
      user_id: memberIds[(i * 37) % memberIds.length]!,
      trainer_id: trainerIds[t]!,
      booking_date: addDaysTo(start, k % 365),
      start_time: `${String(hour).padStart(2, "0")}:00`,
      end_time: `${String(hour + 1).padStart(2, "0")}:00`,
      amount: String(400 + (t % 5) * 100),
      payment_status: i % 3 === 0,
      status: STATUSES[i % STATUSES.length]!,
      notes: "",
    };
  });
  const repo = bookingsRepository(ctx);
  for (let i = 0; i < rows.length; i += 5000) await repo.insertMany(rows.slice(i, i + 5000));
  await pool.query(`VACUUM ANALYZE ${quoteIdent(schema)}.trainer_bookings`);
}

/** The bookings list through plain pg: the repository's exact statements, no auth, no zod, no Prisma. */
function bareBookings(pool: pg.Pool, schema: string) {
  const db = {
    $queryRawUnsafe: async (sql: string, ...params: unknown[]) => (await pool.query(sql, params)).rows,
  } as unknown as TenantDb;
  const ctx = gymContext(db, { schema, timeZone: DEFAULT_TIME_ZONE }, "", systemClock);
  const app = Fastify({ logger: false });
  app.get("/bare/bookings/", async (request) => {
    const q = request.query as { date_from: string; date_to: string; trainer?: string };
    return listBookings(ctx, {
      date_from: q.date_from,
      date_to: q.date_to,
      ...(q.trainer ? { trainer: Number(q.trainer) } : {}),
      page: 1,
      page_size: 1000,
    });
  });
  return app;
}

/** Single-user latency of the Month view's query (all trainers, then one), app next to bare pg. */
export async function benchBookingsMonth(options: {
  appBase: string;
  auth: Record<string, string>;
  databaseUrl: string;
  schema: string;
  today: string;
  seconds: number;
}): Promise<string> {
  const { from, to } = monthGrid(options.today);
  const pool = createPool(options.databaseUrl, 2);
  const bare = bareBookings(pool, options.schema);
  await bare.listen({ host: "127.0.0.1", port: 0 });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
  const one = await pool.query<{ id: number }>(
    `SELECT id FROM ${quoteIdent(options.schema)}.trainers ORDER BY id LIMIT 1`,
  );
  const range = `date_from=${from}&date_to=${to}`;
  const scenarios = [
    { name: "month view, all 50 trainers (first 1,000)", query: `${range}&page_size=1000` },
    { name: "month view, one trainer", query: `${range}&trainer=${one.rows[0]!.id}&page_size=1000` },
  ];
  const lines: string[] = [];
  try {
    for (const s of scenarios) {
      const appUrl = `${options.appBase}/api/trainers/bookings/?${s.query}`;
      const bareUrl = `${bareBase}/bare/bookings/?${s.query}`;
      const [a, b] = await Promise.all([fetch(appUrl, { headers: options.auth }), fetch(bareUrl)]);
      const [ja, jb] = (await Promise.all([a.json(), b.json()])) as { count: number; results: unknown[] }[];
      if (a.status !== 200 || ja!.count !== jb!.count)
        throw new Error(`${s.name}: ${a.status}, ${ja!.count} / ${jb!.count}`);
      await measure(appUrl, options.auth, 1, 1);
      const app = await measure(appUrl, options.auth, options.seconds, 1);
      await measure(bareUrl, {}, 1, 1);
      const base = await measure(bareUrl, {}, options.seconds, 1);
      lines.push(
        `| ${s.name}: ${ja!.results.length} of ${ja!.count} | ${app.p50} / ${app.p95} / ${app.p99} | ${base.p50} / ${base.p95} / ${base.p99} | ${app.errors + base.errors} |`,
      );
    }
  } finally {
    await bare.close();
    await pool.end();
  }
  return [
    `| booking calendar (${BENCH_TRAINERS} trainers, ${BENCH_BOOKINGS.toLocaleString("en-IN")} bookings, 1 connection; ${from} to ${to}) | app p50 / p95 / p99 ms | bare pg p50 / p95 / p99 ms | errors |`,
    "| --- | --- | --- | --- |",
    ...lines,
  ].join("\n");
}

import type { BookingStatus } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

/** A booking as SQL reads it: dates YYYY-MM-DD, times HH:MM, amount as exact decimal text. */
export interface BookingRow {
  id: number;
  user_id: number;
  user_name: string;
  member_code: string;
  trainer_id: number;
  trainer_name: string;
  booking_date: string;
  start_time: string;
  end_time: string;
  amount: string;
  payment_status: boolean;
  status: BookingStatus;
  notes: string;
  created_at: string;
}

export interface BookingFilter {
  trainer?: number;
  user?: number;
  status?: BookingStatus;
  payment_status?: boolean;
  date_from?: string;
  date_to?: string;
}

export interface NewBookingRow {
  user_id: number;
  trainer_id: number;
  booking_date: string;
  start_time: string;
  end_time: string;
  amount: string;
  payment_status: boolean;
  status: BookingStatus;
  notes: string;
}

export type BookingChanges = Partial<
  Pick<NewBookingRow, "trainer_id" | "start_time" | "end_time" | "status" | "payment_status">
>;

type Tx = Prisma.TransactionClient;

export function bookingsRepository({ db, schema, now }: DataContext) {
  const bookings = qualified(schema, "trainer_bookings");
  const members = qualified(schema, "members");
  const trainers = qualified(schema, "trainers");
  // Raw SQL runs without the tenant's search_path, so the enum type is named with its schema.
  const statusType = qualified(schema, "booking_status");
  const columns = `SELECT b.id, b.user_id, (m.first_name || ' ' || m.last_name) AS user_name, m.member_id AS member_code,
      b.trainer_id, t.name AS trainer_name, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date,
      to_char(b.start_time, 'HH24:MI') AS start_time, to_char(b.end_time, 'HH24:MI') AS end_time,
      b.amount::text AS amount, b.payment_status, b.status::text AS status, b.notes,
      to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;
  const names = `JOIN ${members} m ON m.id = b.user_id JOIN ${trainers} t ON t.id = b.trainer_id`;
  const select = `${columns} FROM ${bookings} b ${names}`;

  function where(filter: BookingFilter): { sql: string; params: unknown[] } {
    const parts: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      params.push(value);
      parts.push(clause.replace("?", `$${params.length}`));
    };
    if (filter.trainer !== undefined) add("b.trainer_id = ?", filter.trainer);
    if (filter.user !== undefined) add("b.user_id = ?", filter.user);
    if (filter.status !== undefined) add(`b.status = ?::${statusType}`, filter.status);
    if (filter.payment_status !== undefined) add("b.payment_status = ?", filter.payment_status);
    if (filter.date_from !== undefined) add("b.booking_date >= ?::date", filter.date_from);
    if (filter.date_to !== undefined) add("b.booking_date <= ?::date", filter.date_to);
    return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
  }

  async function findIn(client: Tx | DataContext["db"], id: number): Promise<BookingRow | null> {
    const rows = await client.$queryRawUnsafe<BookingRow[]>(`${select} WHERE b.id = $1`, id);
    return rows[0] ?? null;
  }

  return {
    /** The calendar's range query: `booking_date` range (index trainer_bookings_booking_date_start_time_idx). */
    async page(filter: BookingFilter, page: number, pageSize: number) {
      const { sql, params } = where(filter);
      const n = params.length;
      // The page is cut from the bookings alone (in index order), and only its rows are joined to their
      // member and trainer: a month of 2,000 bookings never joins more than one page.
      const order = "ORDER BY b.booking_date, b.start_time, b.id";
      const [rows, counted] = await Promise.all([
        db.$queryRawUnsafe<BookingRow[]>(
          `${columns} FROM (SELECT b.* FROM ${bookings} b ${sql} ${order} LIMIT $${n + 1} OFFSET $${n + 2}) b ${names} ${order}`,
          ...params,
          pageSize,
          (page - 1) * pageSize,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${bookings} b ${sql}`, ...params),
      ]);
      return { count: counted[0]?.count ?? 0, rows };
    },

    find: (id: number) => findIn(db, id),

    /**
     * One transaction: the trainer row is locked FOR UPDATE, so a deactivation cannot slip between the
     * check and the insert and one trainer's bookings are written one at a time; overlaps are refused
     * by the exclusion constraint (decision 0121). With FOR SHARE, parallel inserts of overlapping slots
     * each waited on the others' uncommitted rows in the exclusion check, and under load PostgreSQL broke
     * that cycle with a deadlock error: a 500 instead of the 409 (seen in CI's race test).
     * `check` sees the trainer and member (null when absent) and throws to refuse.
     */
    create(
      row: NewBookingRow,
      check: (trainer: { is_active: boolean } | null, memberExists: boolean) => void,
    ): Promise<BookingRow> {
      return db.$transaction(async (tx) => {
        const trainer = await tx.$queryRawUnsafe<{ is_active: boolean }[]>(
          `SELECT is_active FROM ${trainers} WHERE id = $1 FOR UPDATE`,
          row.trainer_id,
        );
        const member = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${members} WHERE id = $1`,
          row.user_id,
        );
        check(trainer[0] ?? null, member.length > 0);
        const inserted = await tx.$queryRawUnsafe<{ id: number }[]>(
          `INSERT INTO ${bookings}
             (user_id, trainer_id, booking_date, start_time, end_time, amount, payment_status, status, notes, created_at, updated_at)
           VALUES ($1, $2, $3::date, $4::time, $5::time, $6::numeric, $7, $8::${statusType}, $9, $10, $10) RETURNING id`,
          row.user_id,
          row.trainer_id,
          row.booking_date,
          row.start_time,
          row.end_time,
          row.amount,
          row.payment_status,
          row.status,
          row.notes,
          now(),
        );
        return (await findIn(tx, inserted[0]!.id))!;
      });
    },

    /**
     * One transaction holding the booking's row lock: `decide` sees the current booking (and the new
     * trainer's state when the trainer changes) and returns the changes, or throws to refuse.
     * Null when the booking does not exist.
     */
    change(
      id: number,
      decide: (current: BookingRow, newTrainer: { is_active: boolean } | null) => BookingChanges,
      newTrainerId?: number,
    ): Promise<BookingRow | null> {
      return db.$transaction(async (tx) => {
        const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT id FROM ${bookings} WHERE id = $1 FOR UPDATE`,
          id,
        );
        if (!locked.length) return null;
        const current = (await findIn(tx, id))!;
        let trainer: { is_active: boolean } | null = null;
        if (newTrainerId !== undefined && newTrainerId !== current.trainer_id) {
          const rows = await tx.$queryRawUnsafe<{ is_active: boolean }[]>(
            `SELECT is_active FROM ${trainers} WHERE id = $1 FOR UPDATE`,
            newTrainerId,
          );
          trainer = rows[0] ?? null;
        }
        const changes = decide(current, trainer);
        const sets: string[] = [];
        const params: unknown[] = [];
        const set = (column: string, cast: string, value: unknown) => {
          if (value === undefined) return;
          params.push(value);
          sets.push(`${column} = $${params.length}${cast}`);
        };
        set("trainer_id", "", changes.trainer_id);
        set("start_time", "::time", changes.start_time);
        set("end_time", "::time", changes.end_time);
        set("status", `::${statusType}`, changes.status);
        set("payment_status", "", changes.payment_status);
        if (sets.length) {
          set("updated_at", "::timestamptz", now());
          params.push(id);
          await tx.$executeRawUnsafe(
            `UPDATE ${bookings} SET ${sets.join(", ")} WHERE id = $${params.length}`,
            ...params,
          );
        }
        return findIn(tx, id);
      });
    },

    /**
     * Many bookings in one statement (the demo seed, the benchmark). The exclusion constraint still
     * refuses the whole batch if two of them overlap.
     */
    async insertMany(rows: NewBookingRow[]): Promise<number> {
      if (!rows.length) return 0;
      const column = <K extends keyof NewBookingRow>(key: K) => rows.map((r) => r[key]);
      return db.$executeRawUnsafe(
        `INSERT INTO ${bookings}
           (user_id, trainer_id, booking_date, start_time, end_time, amount, payment_status, status, notes, created_at, updated_at)
         SELECT *, $10::timestamptz, $10::timestamptz FROM unnest($1::int[], $2::int[], $3::date[], $4::time[], $5::time[],
           $6::numeric[], $7::boolean[], $8::${statusType}[], $9::text[])`,
        column("user_id"),
        column("trainer_id"),
        column("booking_date"),
        column("start_time"),
        column("end_time"),
        column("amount"),
        column("payment_status"),
        column("status"),
        column("notes"),
        now(),
      );
    },

    async remove(id: number): Promise<boolean> {
      const count = await db.$executeRawUnsafe(`DELETE FROM ${bookings} WHERE id = $1`, id);
      return count > 0;
    },
  };
}

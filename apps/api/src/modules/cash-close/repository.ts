import { CASH_CLOSE_UNKNOWN_STAFF } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { DataContext } from "../context.ts";
import { standingReceiptSql } from "../member-payments/sql.ts";

export type Tx = Prisma.TransactionClient;

/** The advisory lock's key of a day's money (decision 0328): `lockDay` and `dayLocksSql` take the same one. */
export function dayLockKey(schema: string, date: string): string {
  return `cash-close:${schema}:${date}`;
}

/**
 * SQL taking the shared locks of the days whose keys (dayLockKey, sorted) are the text[] `keys`, one after the
 * other, and counting them: for a money statement that takes its days' locks itself, one round trip fewer
 * (decision 0398). Used as a MATERIALIZED CTE counted in a one-time filter, so the locks are held before the
 * statement writes anything.
 */
export const dayLocksSql = (keys: string) =>
  `SELECT count(pg_advisory_xact_lock_shared(hashtextextended(k, 0))) AS days
     FROM unnest(${keys}::text[]) WITH ORDINALITY AS d(k, n)`;
type Sql = Pick<Tx, "$queryRawUnsafe">;

/** One (staff, method) cell of the day, or a method's whole-day line when `by_staff` is false. */
export interface MethodCell {
  by_staff: boolean;
  user_id: number | null;
  name: string;
  method: string;
  count: number;
  total: string;
}

export interface CashExpenses {
  count: number;
  total: string;
}

/** A close as SQL reads it: money as exact decimal text, the day as YYYY-MM-DD. */
export interface CloseRow {
  id: number;
  close_date: string;
  expected_cash: string;
  counted_cash: string;
  difference: string;
  note: string;
  figures: unknown;
  closed_by_id: number | null;
  closed_by_name: string;
  closed_at: Date;
}

export interface CloseWrite {
  date: string;
  expected: string;
  counted: string;
  difference: string;
  note: string;
  figures: unknown;
  closedById: number | null;
  /** The account's username when the request carries it; the name is read from staff_users. */
  closedByName: string | null;
}

/** A day's money in five figures: what "changed after close" compares. */
export interface DayTotals {
  receipts_total: string;
  receipts_count: number;
  cash_receipts: string;
  cash_expenses: string;
  cash_expenses_count: number;
}

export interface MonthTotals {
  days_closed: number;
  expected_cash: string;
  counted_cash: string;
  difference: string;
  days_short: number;
  days_over: number;
}

const CLOSE_COLUMNS = `id, to_char(close_date, 'YYYY-MM-DD') AS close_date, expected_cash::text AS expected_cash,
  counted_cash::text AS counted_cash, difference::text AS difference, note, figures, closed_by_id, closed_by_name, closed_at`;

/**
 * The cash close's SQL (decisions 0326-0329). A day's receipts (not voided ones, decision 0334) are summed by method and by (staff, method) in
 * one statement (GROUPING SETS) on payment_receipts_payment_date_idx; who recorded a receipt is the audit entry
 * whose change inserted it (audit_changes_row_idx), named from staff_users; cash expenses on
 * expense_transactions_transaction_date_idx.
 */
export function cashCloseRepository({ db, schema, now }: DataContext) {
  const receipts = qualified(schema, "payment_receipts");
  const changes = qualified(schema, "audit_changes");
  const entries = qualified(schema, "audit_entries");
  const users = qualified(schema, "staff_users");
  const expenses = qualified(schema, "expense_transactions");
  const closes = qualified(schema, "cash_closes");

  return {
    /** The day's receipts: one line per method, and one per (staff member, method). */
    async methodCells(date: string, sql: Sql = db): Promise<MethodCell[]> {
      return sql.$queryRawUnsafe<MethodCell[]>(
        `WITH day AS (
           SELECT r.amount, r.payment_method::text AS method, e.user_id,
                  coalesce(nullif(trim(u.full_name), ''), e.username, $2) AS name
             FROM ${receipts} r
             LEFT JOIN LATERAL (
               SELECT ae.user_id, ae.username FROM ${changes} c JOIN ${entries} ae ON ae.id = c.entry_id
                WHERE c.table_name = 'payment_receipts' AND c.row_id = r.id::text AND c.operation = 'INSERT'
                ORDER BY c.id LIMIT 1
             ) e ON true
             LEFT JOIN ${users} u ON u.id = e.user_id
            WHERE r.payment_date = $1::date AND ${standingReceiptSql(schema, "r")}
         )
         SELECT GROUPING(user_id, name) = 0 AS by_staff, user_id, coalesce(name, '') AS name, method,
                count(*)::int AS count, sum(amount)::text AS total
           FROM day
          GROUP BY GROUPING SETS ((method), (user_id, name, method))
          ORDER BY by_staff, name, user_id NULLS LAST, method`,
        date,
        CASH_CLOSE_UNKNOWN_STAFF,
      );
    },

    /** The day's cash paid out (expenses, not income rows). */
    async cashExpenses(date: string, sql: Sql = db): Promise<CashExpenses> {
      const [row] = await sql.$queryRawUnsafe<CashExpenses[]>(
        `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::text AS total FROM ${expenses}
          WHERE transaction_date = $1::date AND transaction_type = 'EXPENSE' AND payment_method = 'CASH'`,
        date,
      );
      return row!;
    },

    async find(date: string, sql: Sql = db): Promise<CloseRow | null> {
      const [row] = await sql.$queryRawUnsafe<CloseRow[]>(
        `SELECT ${CLOSE_COLUMNS} FROM ${closes} WHERE close_date = $1::date`,
        date,
      );
      return row ?? null;
    },

    /** The days among `dates` that are closed (the lock's read). */
    async closedAmong(dates: string[], sql: Sql = db): Promise<string[]> {
      const rows = await sql.$queryRawUnsafe<{ d: string }[]>(
        `SELECT to_char(close_date, 'YYYY-MM-DD') AS d FROM ${closes} WHERE close_date = ANY($1::date[]) ORDER BY close_date`,
        dates,
      );
      return rows.map((r) => r.d);
    },

    /** Inserts the close; null when the day was closed already (the unique close_date decides a race). */
    async insert(tx: Tx, c: CloseWrite): Promise<CloseRow | null> {
      const [row] = await tx.$queryRawUnsafe<CloseRow[]>(
        `INSERT INTO ${closes} (close_date, expected_cash, counted_cash, difference, note, figures, closed_by_id,
                                closed_by_name, closed_at)
         VALUES ($1::date, $2::numeric, $3::numeric, $4::numeric, $5, $6::jsonb, $7::int,
                 coalesce(nullif(trim((SELECT full_name FROM ${users} WHERE id = $7::int)), ''), $8, ''), $9::timestamptz)
         ON CONFLICT (close_date) DO NOTHING
         RETURNING ${CLOSE_COLUMNS}`,
        c.date,
        c.expected,
        c.counted,
        c.difference,
        c.note,
        JSON.stringify(c.figures),
        c.closedById,
        c.closedByName,
        now(),
      );
      return row ?? null;
    },

    /** The month's closes, by day, and their totals, summed in SQL. */
    async month(from: string, to: string): Promise<{ rows: CloseRow[]; totals: MonthTotals }> {
      const [rows, [totals]] = await Promise.all([
        db.$queryRawUnsafe<CloseRow[]>(
          `SELECT ${CLOSE_COLUMNS} FROM ${closes} WHERE close_date BETWEEN $1::date AND $2::date ORDER BY close_date`,
          from,
          to,
        ),
        db.$queryRawUnsafe<MonthTotals[]>(
          `SELECT count(*)::int AS days_closed, coalesce(sum(expected_cash), 0)::text AS expected_cash,
                  coalesce(sum(counted_cash), 0)::text AS counted_cash, coalesce(sum(difference), 0)::text AS difference,
                  (count(*) FILTER (WHERE difference < 0))::int AS days_short,
                  (count(*) FILTER (WHERE difference > 0))::int AS days_over
             FROM ${closes} WHERE close_date BETWEEN $1::date AND $2::date`,
          from,
          to,
        ),
      ]);
      return { rows, totals: totals! };
    },

    /** The money of each of these days as it is now, for "changed after close" (decision 0328). */
    async totalsNow(dates: string[]): Promise<Map<string, DayTotals>> {
      if (!dates.length) return new Map();
      const rows = await db.$queryRawUnsafe<(DayTotals & { d: string })[]>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS d, r.receipts_total::text AS receipts_total, r.receipts_count,
                r.cash_receipts::text AS cash_receipts, x.cash_expenses::text AS cash_expenses, x.cash_expenses_count
           FROM unnest($1::date[]) AS d
           CROSS JOIN LATERAL (
             SELECT coalesce(sum(amount), 0) AS receipts_total, count(*)::int AS receipts_count,
                    coalesce(sum(amount) FILTER (WHERE payment_method = 'CASH'), 0) AS cash_receipts
               FROM ${receipts} WHERE payment_date = d) r
           CROSS JOIN LATERAL (
             SELECT coalesce(sum(amount), 0) AS cash_expenses, count(*)::int AS cash_expenses_count
               FROM ${expenses} WHERE transaction_date = d AND transaction_type = 'EXPENSE' AND payment_method = 'CASH') x`,
        dates,
      );
      return new Map(rows.map(({ d, ...t }) => [d, t]));
    },

    /** Serialises a day's close with the writes of its money (decision 0328): see day-lock.ts. */
    async lockDay(tx: Tx, date: string, shared: boolean): Promise<void> {
      await tx.$queryRawUnsafe(
        `SELECT 1 AS locked FROM (SELECT ${shared ? "pg_advisory_xact_lock_shared" : "pg_advisory_xact_lock"}(hashtextextended($1, 0))) l`,
        dayLockKey(schema, date),
      );
    },
  };
}

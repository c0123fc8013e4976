import type { MonthlyStatus } from "@gym/contracts";
import { keepPlan } from "../../../db/kept-plans.ts";
import { qualified } from "../../../db/pool.ts";
import { readRows } from "../../../db/tenant-reads.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import { frozenUntilSql } from "../../attendance/freezes/repository.ts";
import type { DataContext } from "../../context.ts";
import { feeSql, trackingStatusSql } from "../sql.ts";

/** One member of the monthly view with the month's record, if any. */
export interface MonthlyRow {
  member_id: number;
  member_code: string;
  member_name: string;
  member_phone: string;
  member_status: string;
  member_renewal_date: string;
  days_left: number;
  plan_name: string | null;
  plan_amount: string | null;
  last_reminder_at: string | null;
  /** The last day of the freeze covering today (decision 0258), or null. */
  frozen_until: string | null;
  payment_id: number | null;
  membership_month: string | null;
  amount_due: string | null;
  amount_paid: string | null;
  late_fee: string | null;
  cancelled: boolean | null;
  due_date: string | null;
  reference_number: string | null;
  status: MonthlyStatus;
}

export interface MonthTotals {
  status: MonthlyStatus;
  members: number;
  /** Due plus late fee of the records (text, exact). */
  due: string;
  paid: string;
  /** Members with a record that is not cancelled, and those of them who paid something (decision 0245). */
  billed: number;
  billed_paid: number;
  /** Suspended members without a record for the month: left out of the month's members (decision 0245). */
  left_out: number;
}

export interface MonthlyPageFilter {
  month: string;
  today: string;
  search?: string;
  status?: MonthlyStatus;
  limit: number;
  offset: number;
}

/**
 * Who the monthly view lists and with which record, and their status: the SQL the page, the totals and the kept
 * months (summary-repository.ts, decision 0396) all read, so the rules are written once.
 */
export function monthSql(schema: string, month = "(SELECT $2::date)", monthsFrom = "") {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");

  /**
   * The month's members (decision 0188): everyone with a record for the month, and everyone else
   * who is not suspended. A member without a record for the month shows the bill they still owe from
   * an earlier month (a lapsed member's next period, decision 0240 §6: Overdue with its fee); without
   * any, a member whose renewal date is before today is OVERDUE (part 2 §4), anyone else NOT_CREATED.
   * An unpaid bill of a member whose renewal date is before today is OVERDUE too (decision 0248).
   *
   * How it is read (issue 28 §3): `c` is the month's record by the unique key (one hash join over the
   * month's records for the totals, one probe per member of a page); only a member without one who is
   * neither suspended nor archived looks for `o`, the oldest bill still owed from before the month, in the
   * partial index of open bills (member_payments_open_idx). A bill is still owed exactly when it is neither
   * cancelled nor paid up to its stored fee: the fee read on a day (feeSql) is never below the stored one,
   * and is the stored one once that much is paid. `p` is whichever of the two there is (never both). The
   * month is a sub-select so that the planner never reads it against statistics that do not know the month
   * yet (docs/performance.md, "Member payments"). `$1` today, `$2` the month's first day; `month` another
   * expression of the month's first day, of the relation `monthsFrom` joined before the members (the kept months:
   * `kept k CROSS JOIN`, decision 0397).
   */
  const fromMonth = `
      FROM ${monthsFrom} ${members} m
      LEFT JOIN ${payments} c ON c.member_id = m.id AND c.membership_month = ${month}
      LEFT JOIN LATERAL (
        SELECT q.id, q.membership_month, q.amount_due, q.amount_paid, q.late_fee, q.cancelled, q.due_date,
               q.reference_number
          FROM ${payments} q
         WHERE c.id IS NULL AND m.status <> 'SUSPENDED' AND m.archived_at IS NULL
           AND q.member_id = m.id AND q.membership_month < ${month}
           AND NOT q.cancelled AND q.amount_paid < q.amount_due + q.late_fee
         ORDER BY q.membership_month LIMIT 1) o ON TRUE
      CROSS JOIN LATERAL (
        SELECT COALESCE(c.id, o.id) AS id, COALESCE(c.membership_month, o.membership_month) AS membership_month,
               COALESCE(c.amount_due, o.amount_due) AS amount_due, COALESCE(c.amount_paid, o.amount_paid) AS amount_paid,
               COALESCE(c.late_fee, o.late_fee) AS late_fee, COALESCE(c.cancelled, o.cancelled) AS cancelled,
               COALESCE(c.due_date, o.due_date) AS due_date,
               COALESCE(c.reference_number, o.reference_number) AS reference_number) p`;
  /** Who the month lists (see fromMonth). */
  const listed = `(c.id IS NOT NULL OR m.status <> 'SUSPENDED') AND m.archived_at IS NULL`;
  /** Billed in the month: a record of the month that is not cancelled (decision 0245). */
  const billed = "c.id IS NOT NULL AND NOT c.cancelled";
  /** A suspended member without a record for the month: left out of its members (decision 0245). */
  const leftOut = "m.status = 'SUSPENDED' AND c.id IS NULL";
  /**
   * The month's status of a member (see above), from the record `p` (there is one when `present`), the fee `fee` on
   * today and the renewal date `renewal`.
   */
  const statusOf = (fee: string, renewal: string, p = "p", present = "p.id IS NOT NULL") => `CASE
                WHEN ${present} THEN ${trackingStatusSql(p, fee, "$1", renewal)}
                WHEN ${renewal} < $1::date THEN 'OVERDUE' ELSE 'NOT_CREATED' END`;
  return { fromMonth, listed, billed, leftOut, statusOf };
}

export function trackingRepository(ctx: DataContext) {
  const { db, schema } = ctx;
  const settings = qualified(schema, "payment_settings");
  const { fromMonth, listed, billed, leftOut, statusOf } = monthSql(schema);

  /**
   * The month's rows; `search_text` only when a search filters on it: lower() of each row read cost about 0.5 ms of a
   * page of 100 (docs/performance.md, 2026-12-05), which a page without a search never reads.
   */
  const monthRows = (search: boolean) => `
    SELECT m.id AS member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
           m.phone AS member_phone,
           CASE WHEN m.status = 'EXPIRED' OR m.renewal_date < $1::date THEN 'EXPIRED' ELSE m.status::text END AS member_status,
           to_char(m.renewal_date, 'YYYY-MM-DD') AS member_renewal_date, (m.renewal_date - $1::date) AS days_left,
           COALESCE(m.plan_name, CASE WHEN m.plan_amount IS NULL THEN s.default_plan_name END) AS plan_name,
           COALESCE(m.plan_amount, s.default_plan_amount)::text AS plan_amount,
           to_char(m.last_reminder_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_reminder_at,
           ${frozenUntilSql(schema, "m", "$1::date")} AS frozen_until,
           p.id AS payment_id, to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month,
           p.amount_due::text AS amount_due, p.amount_paid::text AS amount_paid, p.late_fee::text AS late_fee,
           p.cancelled, to_char(p.due_date, 'YYYY-MM-DD') AS due_date, p.reference_number,
           ${statusOf(feeSql("p", "$1"), "m.renewal_date")} AS status${
             search
               ? ", lower(m.first_name || ' ' || m.last_name || ' ' || m.phone || ' ' || m.member_id) AS search_text"
               : ""
           }
      ${fromMonth}
      LEFT JOIN ${settings} s ON s.id = 1
     WHERE ${listed}`;

  /** The page's filters: `$3`, `$4` when given, after today and the month. */
  function pageFilters(f: MonthlyPageFilter): { where: string; params: unknown[] } {
    const params: unknown[] = [f.today, f.month];
    const where = ["TRUE"];
    if (f.search) {
      params.push(likePattern(f.search));
      where.push(`search_text LIKE $${params.length}`);
    }
    if (f.status) {
      params.push(f.status);
      where.push(`status = $${params.length}`);
    }
    return { where: where.join(" AND "), params };
  }
  /**
   * The page (with the filtered total as a window count when `total`), a statement its connection keeps
   * (decision 0409): LIMIT and OFFSET are written into it (whole numbers from the contracts), so the plan kept is
   * the one these values get, not one guessed for any page size.
   */
  function pageSql(f: MonthlyPageFilter, total: boolean): { sql: string; params: unknown[] } {
    const { where, params } = pageFilters(f);
    return {
      sql: keepPlan(`SELECT r.*${total ? ", count(*) OVER ()::int AS total" : ""} FROM (${monthRows(Boolean(f.search))}) r WHERE ${where}
             ORDER BY member_name, member_id LIMIT ${Math.trunc(f.limit)} OFFSET ${Math.trunc(f.offset)}`),
      params,
    };
  }

  return {
    /**
     * Status counts and money of the whole month, aggregated in SQL, and the suspended members it leaves out:
     * one pass over the members.
     */
    monthTotals(month: string, today: string): Promise<MonthTotals[]> {
      return db.$queryRawUnsafe<MonthTotals[]>(
        `SELECT status, count(*) FILTER (WHERE listed)::int AS members,
                COALESCE(sum(owed) FILTER (WHERE listed), 0)::text AS due,
                COALESCE(sum(paid) FILTER (WHERE listed), 0)::text AS paid,
                -- The rate counts the month's own bills (decision 0248): an older bill still owed lists its
                -- member in the month, not as billed in it.
                count(*) FILTER (WHERE listed AND billed)::int AS billed,
                count(*) FILTER (WHERE listed AND billed AND paid > 0)::int AS billed_paid,
                count(*) FILTER (WHERE left_out)::int AS left_out
           FROM (SELECT ${statusOf("p.fee", "p.renewal_date")} AS status,
                        CASE WHEN p.id IS NULL THEN 0 ELSE p.amount_due + p.fee END AS owed,
                        COALESCE(p.amount_paid, 0) AS paid, p.billed, p.listed, p.left_out
                   -- OFFSET 0 keeps this a subquery: each row's fee is computed once, not in every expression using it.
                   FROM (SELECT p.*, m.renewal_date, ${feeSql("p", "$1")} AS fee,
                                ${billed} AS billed, ${listed} AS listed, ${leftOut} AS left_out
                           ${fromMonth} OFFSET 0) p) r
          GROUP BY status`,
        today,
        month,
      );
    },

    /**
     * One page of the month's members, filtered by search (name, phone, code) and status in SQL: only
     * `limit` rows leave the database (LIMIT/OFFSET), with the filtered total as a window count.
     */
    async monthPage(f: MonthlyPageFilter): Promise<{ rows: MonthlyRow[]; count: number }> {
      const { sql, params } = pageSql(f, true);
      const rows = await readRows<MonthlyRow & { total: number }>(ctx, sql, params);
      if (rows.length > 0 || f.offset === 0) return { rows, count: rows[0]?.total ?? 0 };
      // A page past the end has no row to carry the total: count apart, so every page answers the same count.
      const filters = pageFilters(f);
      const counted = await readRows<{ n: number }>(
        ctx,
        `SELECT count(*)::int AS n FROM (${monthRows(Boolean(f.search))}) r WHERE ${filters.where}`,
        filters.params,
      );
      return { rows, count: counted[0]?.n ?? 0 };
    },

    /**
     * The same page without its count, for a caller that knows it (the month's totals count the same rows):
     * the rows are read in the order of members_name_idx and the reading stops after the page (issue 28 §3),
     * where a window count builds every member's row.
     */
    monthPageRows(f: MonthlyPageFilter): Promise<MonthlyRow[]> {
      const { sql, params } = pageSql(f, false);
      return readRows<MonthlyRow>(ctx, sql, params);
    },
  };
}

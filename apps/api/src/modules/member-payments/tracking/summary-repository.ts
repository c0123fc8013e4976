import { addMonthsTo, monthStart } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import { readRows } from "../../../db/tenant-reads.ts";
import type { DataContext } from "../../context.ts";
import type { Tx } from "../payments/repository.ts";
import { accruedFeeSql, feeSql } from "../sql.ts";
import { type MonthTotals, monthSql } from "./repository.ts";

/** The day-independent facts of a member's month, in the order of monthly_view_members' columns after the member. */
const KEYS = "has_record, cancelled, settled, paid_sign, due_date, renewal_date, billed, listed, left_out";
const SUMS = ["amount_due", "late_fee", "accrued_fee", "amount_paid"] as const;

/**
 * Whether the month is one the gym keeps with its records (decision 0396): the gym's current month and the one
 * before and after it. Any other month is computed from the records on its first read, as before.
 */
export function isKeptMonth(month: string, today: string): boolean {
  const current = monthStart(today);
  return month >= addMonthsTo(current, -1) && month <= addMonthsTo(current, 1);
}

/**
 * The monthly view's totals kept with the records (issue 28 §3, decision 0396). What a member adds to a month's
 * totals depends on the day only through the record's due date and the member's renewal date, so a kept month
 * is each member's facts (monthly_view_members) and the sums of the members sharing all of them
 * (monthly_view_groups); the totals apply the view's own status and fee SQL (monthSql, feeSql) to each group's
 * sums, which gives exactly what they give row by row: within a group every row takes the same branch of each
 * rule (the branches read only the facts, the signs of the amounts and the settled test, all in the key), and
 * feeSql's only non-additive amount, the accrued fee, is summed per row (accruedFeeSql).
 *
 * Writers only name the members they changed (the triggers of members and member_payments append to
 * monthly_view_dirty). `bringUpToDate` takes those names and recomputes those members' facts in every kept
 * month, under one lock per gym, so the kept months are always the facts of the records as of that statement.
 */
export function summaryRepository({ db, schema }: DataContext) {
  const months = qualified(schema, "monthly_view_months");
  const facts = qualified(schema, "monthly_view_members");
  const groups = qualified(schema, "monthly_view_groups");
  const dirty = qualified(schema, "monthly_view_dirty");
  const { fromMonth, listed, billed, leftOut, statusOf } = monthSql(schema);

  /**
   * A date the rules compare with today (`today > d`, `today - d > 7`, `d < today`), held within what a kept month's
   * today can be: a month is read from its groups only while today's month is within one of it (isKeptMonth), so
   * today is in [month - 1 month, month + 2 months), and every day before month - 1 month - 8 days (or from
   * month + 2 months on) compares with any such today as that bound does. Fewer distinct days, fewer groups.
   */
  const window = (d: string) =>
    `GREATEST(LEAST(${d}, ($2::date + interval '2 months')::date), ($2::date - interval '1 month')::date - 9)`;

  /** Members' facts for the month `$2`: those of `$1` (an int[]), or every member when `every`. */
  const factsOf = (every: boolean) => `
    SELECT $2::date AS month, m.id AS member_id, p.id IS NOT NULL AS has_record,
           COALESCE(p.cancelled, false) AS cancelled,
           COALESCE(p.amount_paid >= p.amount_due + p.late_fee, false) AS settled,
           COALESCE(sign(p.amount_paid), 0)::int AS paid_sign,
           -- Read only where there is a record; a fixed day keeps the members without one in few groups.
           ${window("COALESCE(p.due_date, $2::date)")} AS due_date, ${window("m.renewal_date")} AS renewal_date,
           ${billed} AS billed, ${listed} AS listed, ${leftOut} AS left_out,
           COALESCE(p.amount_due, 0) AS amount_due, COALESCE(p.late_fee, 0) AS late_fee,
           COALESCE(${accruedFeeSql("p")}, 0) AS accrued_fee, COALESCE(p.amount_paid, 0) AS amount_paid
      ${fromMonth}
     WHERE ${every ? "$1::int[] IS NULL" : "m.id = ANY($1::int[])"} AND ((${listed}) OR (${leftOut}))`;

  /**
   * Recomputes the members `ids` (null: every member) in the kept month `month`, in one statement: their facts
   * as kept (`old`, this statement's snapshot) and as the records say now (`new`) are replaced, and the month's
   * groups move by the difference. Groups left with no member stay until `dropEmptyGroups` (the totals skip them).
   */
  async function recompute(tx: Tx, month: string, ids: number[] | null): Promise<void> {
    const cols = `${KEYS}, ${SUMS.join(", ")}`;
    await tx.$executeRawUnsafe(
      `WITH new AS (${factsOf(ids === null)}),
            old AS (SELECT * FROM ${facts} WHERE month = $2::date AND ($1::int[] IS NULL OR member_id = ANY($1::int[]))),
            gone AS (DELETE FROM ${facts} f WHERE f.month = $2::date AND f.member_id IN (SELECT member_id FROM old)
                       AND f.member_id NOT IN (SELECT member_id FROM new)),
            put AS (INSERT INTO ${facts} (month, member_id, ${cols}) SELECT month, member_id, ${cols} FROM new
                      ON CONFLICT (month, member_id) DO UPDATE SET ${[...KEYS.split(", "), ...SUMS].map((c) => `${c} = excluded.${c}`).join(", ")})
       INSERT INTO ${groups} AS g (month, ${KEYS}, members, ${SUMS.join(", ")})
       SELECT $2::date, ${KEYS}, sum(n), ${SUMS.map((c) => `sum(${c})`).join(", ")}
         FROM (SELECT ${KEYS}, 1 AS n, ${SUMS.join(", ")} FROM new
               UNION ALL
               SELECT ${KEYS}, -1, ${SUMS.map((c) => `-${c}`).join(", ")} FROM old) d
        GROUP BY ${KEYS}
       ON CONFLICT (month, ${KEYS}) DO UPDATE
          SET members = g.members + excluded.members, ${SUMS.map((c) => `${c} = g.${c} + excluded.${c}`).join(", ")}`,
      ids,
      month,
    );
  }

  /**
   * Takes the members written since the last call and recomputes them in every kept month; drops the months no
   * longer kept; builds `month` (from every member) when it is asked and not kept yet. One gym's calls run one
   * at a time (a transaction lock), so no two recompute the same member. Returns nothing: read after it.
   */
  async function bringUpToDate(tx: Tx, today: string, asked?: string): Promise<void> {
    await tx.$queryRawUnsafe(
      "SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended($1, 0))) l",
      `monthly-view:${schema}`,
    );
    // Taken first: a write that commits after this statement names its members again for the next call, and
    // what follows reads the records in later statements, which see at least what this one saw. The months no
    // longer kept go in the same statement.
    const taken = await tx.$queryRawUnsafe<{ ids: number[] | null; kept: string[] | null }[]>(
      `WITH taken AS (DELETE FROM ${dirty} RETURNING member_id),
            old AS (DELETE FROM ${months} WHERE month < $1::date RETURNING month)
       SELECT (SELECT array_agg(DISTINCT member_id) FROM taken) AS ids,
              (SELECT array_agg(to_char(month, 'YYYY-MM-DD')) FROM ${months} WHERE month NOT IN (SELECT month FROM old)) AS kept`,
      addMonthsTo(monthStart(today), -1),
    );
    const ids = taken[0]?.ids ?? null;
    const kept = taken[0]?.kept ?? [];
    if (ids) for (const month of kept) await recompute(tx, month, ids);
    if (asked && !kept.includes(asked)) {
      await tx.$executeRawUnsafe(`INSERT INTO ${months} (month) VALUES ($1::date)`, asked);
      await recompute(tx, asked, null);
    }
  }

  /** The scheduler's pass: up to date, and the groups no member is left in gone. */
  async function tidy(tx: Tx, today: string): Promise<void> {
    await bringUpToDate(tx, today);
    await tx.$executeRawUnsafe(`DELETE FROM ${groups} WHERE members = 0`);
  }

  /** The month's totals (`$1` today, `$2` the month) from its groups: the rows of trackingRepository.monthTotals. */
  const totalsSql = `SELECT status, COALESCE(sum(members) FILTER (WHERE listed), 0)::int AS members,
                  COALESCE(sum(owed) FILTER (WHERE listed), 0)::text AS due,
                  COALESCE(sum(amount_paid) FILTER (WHERE listed), 0)::text AS paid,
                  COALESCE(sum(members) FILTER (WHERE listed AND billed), 0)::int AS billed,
                  COALESCE(sum(members) FILTER (WHERE listed AND billed AND paid_sign > 0), 0)::int AS billed_paid,
                  COALESCE(sum(members) FILTER (WHERE left_out), 0)::int AS left_out
             FROM (SELECT ${statusOf("g.fee", "g.renewal_date", "g", "g.has_record")} AS status,
                          CASE WHEN g.has_record THEN g.amount_due + g.fee ELSE 0 END AS owed,
                          g.amount_paid, g.members, g.billed, g.listed, g.left_out, g.paid_sign
                     -- OFFSET 0: each group's fee computed once.
                     FROM (SELECT g.*, ${feeSql("g", "$1", "g.accrued_fee")} AS fee
                             FROM ${groups} g WHERE g.month = $2::date AND g.members <> 0 OFFSET 0) g) r
            GROUP BY status`;

  return {
    /** The scheduler's pass (the fold job): the kept months brought up to date, their empty groups dropped. */
    tidy: (today: string) => db.$transaction((tx) => tidy(tx, today)),

    /**
     * The month's totals (the same rows as trackingRepository.monthTotals) from the kept month, brought up to
     * date first; `month` must be a kept one (isKeptMonth).
     */
    async monthTotals(month: string, today: string): Promise<MonthTotals[]> {
      // One plain read when the month is kept and no member is waiting to be recomputed: in one snapshot, no name
      // left means every write it sees was applied by a bring-up-to-date it sees committed.
      const [clean] = await readRows<{ totals: MonthTotals[] | null }>(
        { db, schema },
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM ${months} WHERE month = $2::date) AND NOT EXISTS (SELECT 1 FROM ${dirty})
                     THEN (SELECT COALESCE(json_agg(t), '[]') FROM (${totalsSql}) t) END AS totals`,
        [today, month],
      );
      if (clean?.totals) return clean.totals;
      return db.$transaction(async (tx) => {
        await bringUpToDate(tx, today, month);
        return tx.$queryRawUnsafe<MonthTotals[]>(totalsSql, today, month);
      });
    },
  };
}

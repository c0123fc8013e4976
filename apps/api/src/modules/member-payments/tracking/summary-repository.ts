import { addMonthsTo, monthStart } from "@gym/contracts";
import { keepPlan } from "../../../db/kept-plans.ts";
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
  const { listed, billed, leftOut, statusOf } = monthSql(schema);
  const cols = `${KEYS}, ${SUMS.join(", ")}`;

  /**
   * A date the rules compare with today (`today > d`, `today - d > 7`, `d < today`), held within what a kept month's
   * today can be: a month is read from its groups only while today's month is within one of it (isKeptMonth), so
   * today is in [month - 1 month, month + 2 months), and every day before month - 1 month - 8 days (or from
   * month + 2 months on) compares with any such today as that bound does. Fewer distinct days, fewer groups.
   */
  const window = (d: string, month: string) =>
    `GREATEST(LEAST(${d}, (${month} + interval '2 months')::date), (${month} - interval '1 month')::date - 9)`;

  /**
   * Members' facts for the month `month` (an SQL date; a column of `monthsFrom`, the months joined before the
   * members), of the members `who` (a condition on `m`). Of members they read only id, status, archived_at and
   * renewal_date: an update of members names a member only when one of those changed (decision 0406), so a new
   * column read here must join that trigger's list (monthly_view_member_facts_changed, in a new migration).
   */
  const factsOf = (month: string, who: string, monthsFrom = "") => `
    SELECT ${month} AS month, m.id AS member_id, p.id IS NOT NULL AS has_record,
           COALESCE(p.cancelled, false) AS cancelled,
           COALESCE(p.amount_paid >= p.amount_due + p.late_fee, false) AS settled,
           COALESCE(sign(p.amount_paid), 0)::int AS paid_sign,
           -- Read only where there is a record; a fixed day keeps the members without one in few groups.
           ${window(`COALESCE(p.due_date, ${month})`, month)} AS due_date, ${window("m.renewal_date", month)} AS renewal_date,
           ${billed} AS billed, ${listed} AS listed, ${leftOut} AS left_out,
           COALESCE(p.amount_due, 0) AS amount_due, COALESCE(p.late_fee, 0) AS late_fee,
           COALESCE(${accruedFeeSql("p")}, 0) AS accrued_fee, COALESCE(p.amount_paid, 0) AS amount_paid
      ${monthSql(schema, monthsFrom ? month : `(SELECT ${month})`, monthsFrom).fromMonth}
     WHERE ${who} AND ((${listed}) OR (${leftOut}))`;

  /**
   * The CTEs recomputing members in kept months, for one statement: their facts as kept (`old`: the facts
   * `oldFrom` selects as `f`, with each row's `ctid` as `at`, in this statement's snapshot) and as the records say now (`new`, factsOf) are replaced, and
   * the months' groups move by the difference. Groups left with no member stay until `dropEmptyGroups` (the totals
   * skip them).
   */
  const recomputeCtes = (newFacts: string, oldFrom: string) => `
            new AS (${newFacts}),
            old AS (SELECT f.* FROM ${oldFrom}),
            -- By the rows' ids: only bring-ups write these facts, one at a time (the lock), so no row moved since.
            gone AS (DELETE FROM ${facts} f
                      WHERE f.ctid = ANY((SELECT array_agg(at) FROM old
                                           WHERE (month, member_id) NOT IN (SELECT month, member_id FROM new))::tid[])),
            put AS (INSERT INTO ${facts} (month, member_id, ${cols}) SELECT month, member_id, ${cols} FROM new
                      ON CONFLICT (month, member_id) DO UPDATE SET ${[...KEYS.split(", "), ...SUMS].map((c) => `${c} = excluded.${c}`).join(", ")}),
            moved AS (
              INSERT INTO ${groups} AS g (month, ${KEYS}, members, ${SUMS.join(", ")})
              SELECT month, ${KEYS}, sum(n), ${SUMS.map((c) => `sum(${c})`).join(", ")}
                FROM (SELECT month, ${KEYS}, 1 AS n, ${SUMS.join(", ")} FROM new
                      UNION ALL
                      SELECT month, ${KEYS}, -1, ${SUMS.map((c) => `-${c}`).join(", ")} FROM old) d
               GROUP BY month, ${KEYS}
              ON CONFLICT (month, ${KEYS}) DO UPDATE
                 SET members = g.members + excluded.members, ${SUMS.map((c) => `${c} = g.${c} + excluded.${c}`).join(", ")})`;

  /** Builds the kept month `month` from every member, in one statement (its row in monthly_view_months first). */
  async function build(tx: Tx, month: string): Promise<void> {
    await tx.$executeRawUnsafe(`INSERT INTO ${months} (month) VALUES ($1::date)`, month);
    await tx.$executeRawUnsafe(
      `WITH ${recomputeCtes(factsOf("$1::date", "TRUE"), `(SELECT f.ctid AS at, f.* FROM ${facts} f WHERE f.month = $1::date) f`)} SELECT 1`,
      month,
    );
  }

  /**
   * Takes the members written since the last call and recomputes them in every kept month; drops the months no
   * longer kept; builds `month` (from every member) when it is asked and not kept yet. One gym's calls run one
   * at a time (a transaction lock), so no two recompute the same member. Returns nothing: read after it.
   */
  async function bringUpToDate(tx: Tx, today: string, asked?: string): Promise<void> {
    // The lock, the bring-up and the totals keep their plans (decision 0409): nearly all of their cost was planning.
    await tx.$queryRawUnsafe(
      keepPlan("SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended($1, 0))) l"),
      `monthly-view:${schema}`,
    );
    // One statement after the lock (decision 0397): the names taken, the months no longer kept dropped, and the
    // members named recomputed in every kept month. The names and the records are read in the same snapshot, so a
    // write is either seen whole (its names taken, its rows read) or not at all (its names left for the next call).
    // The names and the kept months are arrays: the planner reads `= ANY` of an array it cannot see as a few
    // values, so it probes the indexes for them (a CTE's estimate follows the dirty table's last statistics, and
    // once made it hash-joined every record of the gym: docs/performance.md, 2026-12-04 money3).
    const taken = await tx.$queryRawUnsafe<{ kept: string[] | null }[]>(
      keepPlan(`WITH taken AS (DELETE FROM ${dirty} RETURNING member_id),
            dropped AS (DELETE FROM ${months} WHERE month < $1::date RETURNING month),
            named AS MATERIALIZED (
              SELECT (SELECT array_agg(DISTINCT member_id) FROM taken) AS ids,
                     (SELECT array_agg(month) FROM ${months} WHERE month NOT IN (SELECT month FROM dropped)) AS kept),
            ${recomputeCtes(
              factsOf(
                "k.month",
                "m.id = ANY((SELECT ids FROM named)::int[])",
                "unnest((SELECT kept FROM named)) AS k(month) CROSS JOIN",
              ),
              `unnest((SELECT kept FROM named)::date[]) AS k(month) CROSS JOIN unnest((SELECT ids FROM named)::int[]) AS t(id)
                 -- OFFSET 0: one probe of the key per month and member, never a scan of every kept fact.
                 CROSS JOIN LATERAL (SELECT f.ctid AS at, f.* FROM ${facts} f WHERE f.month = k.month AND f.member_id = t.id OFFSET 0) f`,
            )}
       SELECT (SELECT array_agg(to_char(k, 'YYYY-MM-DD')) FROM unnest((SELECT kept FROM named)) k) AS kept`),
      addMonthsTo(monthStart(today), -1),
    );
    const kept = taken[0]?.kept ?? [];
    if (asked && !kept.includes(asked)) await build(tx, asked);
  }

  /** The scheduler's pass: up to date, and the groups no member is left in gone. */
  async function tidy(tx: Tx, today: string): Promise<void> {
    await bringUpToDate(tx, today);
    await tx.$executeRawUnsafe(`DELETE FROM ${groups} WHERE members = 0`);
  }

  /** The month's totals (`$1` today, `$2` the month) from its groups: the rows of trackingRepository.monthTotals. */
  const totalsSql = keepPlan(`SELECT status, COALESCE(sum(members) FILTER (WHERE listed), 0)::int AS members,
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
            GROUP BY status`);

  return {
    /** The scheduler's pass (the fold job): the kept months brought up to date, their empty groups dropped. */
    tidy: (today: string) => db.$transaction((tx) => tidy(tx, today)),

    /**
     * The month's totals (the same rows as trackingRepository.monthTotals) from the kept month, brought up to
     * date first; `month` must be a kept one (isKeptMonth). `waiting`: the stamp's read saw members waiting to be
     * recomputed (decision 0406), so the plain read would find them too and is not sent.
     */
    async monthTotals(month: string, today: string, waiting = false): Promise<MonthTotals[]> {
      // One plain read when the month is kept and no member is waiting to be recomputed: in one snapshot, no name
      // left means every write it sees was applied by a bring-up-to-date it sees committed.
      const [clean] = waiting
        ? []
        : await readRows<{ totals: MonthTotals[] | null }>(
            { db, schema },
            keepPlan(`SELECT CASE WHEN EXISTS (SELECT 1 FROM ${months} WHERE month = $2::date) AND NOT EXISTS (SELECT 1 FROM ${dirty})
                     THEN (SELECT COALESCE(json_agg(t), '[]') FROM (${totalsSql}) t) END AS totals`),
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

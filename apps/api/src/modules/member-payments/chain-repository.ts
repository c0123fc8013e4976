import { DEFAULT_GST_RATE, DUE_DAY, RENEWAL_DAYS } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";
import type { Sql } from "./payments/repository.ts";
import { feeSql } from "./sql.ts";

/** The first day of the month of the date `d`, in SQL (no time zone involved). */
const monthOf = (d: string) => `(${d} - (extract(day FROM ${d})::int - 1))`;

/** What a member's chain is made from (decision 0240), as SQL reads it; `$1` is today. */
export interface ChainRow {
  member_id: number;
  status: string;
  joining_date: string;
  renewal_date: string;
  paid_through: string | null;
  /** The later of paid_through and the end of the member's bills that are not cancelled. */
  chain_end: string | null;
  /** The first day of the member's latest bill's month (cancelled ones too: the month is taken). */
  latest_month: string | null;
  /** The plan's amount, else the gym default. */
  amount: string | null;
  open_bills: number;
  /** The catalogue plan's term in days and admission fee (decision 0290); null without a plan. */
  term_days: number | null;
  admission_fee: string | null;
  /** The plan's price includes GST; and the rate added when not (null: the gym charges no GST). */
  gst_included: boolean | null;
  gst_rate: string | null;
}

/** What the chain of periods (chain.ts, decision 0240) is made from, read for many members at once. */
export function chainRepository({ db, schema, now }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const settings = qualified(schema, "payment_settings");
  /**
   * Each member's chain facts (decision 0240), `$1` today: the FROM and the columns that `chains` answers
   * and `insertNextBills` computes with, one text so the two read the same facts.
   */
  const facts = `
    SELECT m.id AS member_id, m.status::text AS status, m.joining_date, m.renewal_date, m.paid_through,
           GREATEST(m.paid_through, b.billed_to) AS chain_end, b.latest_month,
           COALESCE(m.plan_amount, s.default_plan_amount) AS amount,
           COALESCE(b.open_bills, 0)::int AS open_bills,
           pl.duration_days AS term_days, pl.admission_fee, pl.gst_included,
           CASE WHEN s.gstin <> '' THEN COALESCE(s.gst_rate, ${String(DEFAULT_GST_RATE)}) END AS gst_rate,
           m.archived_at
      FROM ${members} m
      LEFT JOIN ${settings} s ON s.id = 1
      LEFT JOIN ${qualified(schema, "membership_plans")} pl ON pl.id = m.plan_id
      LEFT JOIN LATERAL (
        SELECT max(p.period_to) FILTER (WHERE NOT p.cancelled) AS billed_to,
               max(p.membership_month) AS latest_month,
               count(*) FILTER (WHERE NOT p.cancelled AND p.amount_paid < p.amount_due + ${feeSql("p", "$1")}) AS open_bills
          FROM ${payments} p WHERE p.member_id = m.id) b ON TRUE`;

  return {
    /**
     * The chains of these members (all of them when `memberIds` is null), decision 0240: their dates,
     * the end of what is billed, their latest bill's month, their amount and how many bills are open on
     * `today` (neither cancelled nor settled, by the one fee rule).
     */
    chains(today: string, memberIds: number[] | null, sql: Sql = db): Promise<ChainRow[]> {
      return sql.$queryRawUnsafe<ChainRow[]>(
        `SELECT f.member_id, f.status,
                to_char(f.joining_date, 'YYYY-MM-DD') AS joining_date,
                to_char(f.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                to_char(f.paid_through, 'YYYY-MM-DD') AS paid_through,
                to_char(f.chain_end, 'YYYY-MM-DD') AS chain_end,
                to_char(f.latest_month, 'YYYY-MM-DD') AS latest_month,
                f.amount::text AS amount, f.open_bills, f.term_days, f.admission_fee::text AS admission_fee,
                f.gst_included, f.gst_rate::text AS gst_rate
           FROM (${facts}) f
          -- Every member's chain leaves out the archived (decision 0261: never billed); asked by id, any member.
          WHERE ($2::int[] IS NULL AND f.archived_at IS NULL) OR f.member_id = ANY($2::int[])
          ORDER BY f.member_id`,
        today,
        memberIds,
      );
    },

    /**
     * Auto-generate (decision 0240 §6, 0290 §5) as one statement: for every member not archived, not
     * suspended, with an amount and no open bill on `today`, their next bill when its month is `month` or
     * earlier, inserted; the answer counts the bills made and those already overdue (past their due date,
     * or their member's renewal date before today: decision 0248). The rule is the contracts' `nextBills`
     * (first bill), and `firstBillAdmission` for the fee, written here in SQL;
     * test/member-payments/auto-generate-parity.test.ts holds the two to each other. The unique keys make
     * a second or parallel call a no-op.
     */
    async insertNextBills(today: string, month: string): Promise<{ created: number; overdue: number }> {
      const rows = await db.$queryRawUnsafe<{ created: number; overdue: number }[]>(
        `WITH f AS (${facts}),
         -- nextPeriod: the first bill (nothing billed or paid yet) pays for the joining grant, else the next term.
         n AS (
           SELECT f.*, COALESCE(f.term_days, ${String(RENEWAL_DAYS)}) AS term,
                  (f.chain_end IS NULL OR f.chain_end < f.joining_date) AS first
             FROM f
            WHERE f.archived_at IS NULL AND f.status <> 'SUSPENDED' AND f.amount IS NOT NULL AND f.open_bills = 0),
         pe AS (
           SELECT n.*,
                  CASE WHEN n.first THEN n.joining_date ELSE n.chain_end + 1 END AS period_from,
                  CASE WHEN n.first THEN GREATEST(n.renewal_date, n.joining_date + n.term)
                       ELSE n.chain_end + n.term END AS period_to
             FROM n),
         -- billMonth: the period's month, or the month after the latest bill's when that one is taken.
         mo AS (
           SELECT pe.*,
                  CASE WHEN pe.latest_month IS NULL OR pe.latest_month < ${monthOf("pe.period_from")}
                       THEN ${monthOf("pe.period_from")}
                       ELSE (${monthOf("pe.latest_month")} + interval '1 month')::date END AS month
             FROM pe),
         bill AS (
           SELECT mo.member_id, mo.month, mo.period_from, mo.period_to, mo.renewal_date,
                  -- billDueDate: the DUE_DAY of the month, never before the period starts.
                  GREATEST(mo.month + ${String(DUE_DAY - 1)}, mo.period_from) AS due,
                  -- firstBillAdmission: the plan's fee on the first bill, plus GST (planCharge) when the price excludes it.
                  mo.amount + CASE WHEN NOT mo.first OR mo.admission_fee IS NULL THEN 0
                                   WHEN COALESCE(mo.gst_included, TRUE) OR mo.gst_rate IS NULL OR mo.gst_rate <= 0
                                     THEN mo.admission_fee
                                   ELSE mo.admission_fee + round(mo.admission_fee * mo.gst_rate / 100, 2) END AS amount
             FROM mo
            WHERE mo.month <= $2::date),
         made AS (
           INSERT INTO ${payments}
             (member_id, membership_month, amount_due, due_date, reference_number, notes, period_from, period_to,
              created_at, updated_at)
           SELECT member_id, month, amount, due, 'PAY' || member_id || to_char(month, 'YYYYMM'), '', period_from,
                  period_to, $3, $3
             FROM bill
           -- Any unique key (the month's, or its reference PAY{id}{YYYYMM}): a parallel call made it already.
           ON CONFLICT DO NOTHING
           RETURNING member_id, due_date)
         SELECT count(*)::int AS created,
                count(*) FILTER (WHERE made.due_date < $1::date OR bill.renewal_date < $1::date)::int AS overdue
           FROM made JOIN bill ON bill.member_id = made.member_id`,
        today,
        month,
        now(),
      );
      return rows[0] ?? { created: 0, overdue: 0 };
    },
  };
}

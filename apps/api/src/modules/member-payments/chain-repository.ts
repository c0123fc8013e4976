import { DEFAULT_GST_RATE } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";
import type { Sql } from "./payments/repository.ts";
import { feeSql } from "./sql.ts";

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
export function chainRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const settings = qualified(schema, "payment_settings");
  return {
    /**
     * The chains of these members (all of them when `memberIds` is null), decision 0240: their dates,
     * the end of what is billed, their latest bill's month, their amount and how many bills are open on
     * `today` (neither cancelled nor settled, by the one fee rule).
     */
    chains(today: string, memberIds: number[] | null, sql: Sql = db): Promise<ChainRow[]> {
      return sql.$queryRawUnsafe<ChainRow[]>(
        `SELECT m.id AS member_id, m.status::text AS status,
                to_char(m.joining_date, 'YYYY-MM-DD') AS joining_date,
                to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                to_char(m.paid_through, 'YYYY-MM-DD') AS paid_through,
                to_char(GREATEST(m.paid_through, b.billed_to), 'YYYY-MM-DD') AS chain_end,
                to_char(b.latest_month, 'YYYY-MM-DD') AS latest_month,
                COALESCE(m.plan_amount, s.default_plan_amount)::text AS amount,
                COALESCE(b.open_bills, 0)::int AS open_bills,
                pl.duration_days AS term_days, pl.admission_fee::text AS admission_fee, pl.gst_included,
                CASE WHEN s.gstin <> '' THEN COALESCE(s.gst_rate, ${String(DEFAULT_GST_RATE)})::text END AS gst_rate
           FROM ${members} m
           LEFT JOIN ${settings} s ON s.id = 1
           LEFT JOIN ${qualified(schema, "membership_plans")} pl ON pl.id = m.plan_id
           LEFT JOIN LATERAL (
             SELECT max(p.period_to) FILTER (WHERE NOT p.cancelled) AS billed_to,
                    max(p.membership_month) AS latest_month,
                    count(*) FILTER (WHERE NOT p.cancelled AND p.amount_paid < p.amount_due + ${feeSql("p", "$1")}) AS open_bills
               FROM ${payments} p WHERE p.member_id = m.id) b ON TRUE
          -- Every member's chain leaves out the archived (decision 0261: never billed); asked by id, any member.
          WHERE ($2::int[] IS NULL AND m.archived_at IS NULL) OR m.id = ANY($2::int[])
          ORDER BY m.id`,
        today,
        memberIds,
      );
    },
  };
}

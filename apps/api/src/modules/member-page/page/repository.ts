import { qualified } from "../../../db/pool.ts";
import type { OwedRecordRow } from "../../attendance/check-in/repository.ts";
import type { DataContext } from "../../context.ts";
import { feeSql } from "../../member-payments/sql.ts";

/** How far ahead a bill shows on the member's page: what falls due within a week can be paid now. */
export const DUES_AHEAD_DAYS = 7;

export interface PageDuesRow {
  upi_vpa: string | null;
  upi_payee_name: string | null;
  /** JSON text of OwedRecordRow[], oldest month first. */
  owed: string;
}

/**
 * What the member's page reads beyond other areas' services (decision 0342): the bills still owed that
 * are due by `today + DUES_AHEAD_DAYS` (settled and cancelled ones left out by the one fee rule, `feeSql`)
 * and the gym's UPI settings, in one statement.
 */
export function memberPageRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  return {
    async dues(memberId: number, today: string): Promise<PageDuesRow> {
      const rows = await db.$queryRawUnsafe<PageDuesRow[]>(
        `SELECT ps.upi_vpa, ps.upi_payee_name,
                COALESCE((
                  SELECT json_agg(json_build_object(
                           'id', p.id, 'membership_month', to_char(p.membership_month, 'YYYY-MM-DD'),
                           'due_date', to_char(p.due_date, 'YYYY-MM-DD'), 'amount_due', p.amount_due::text,
                           'amount_paid', p.amount_paid::text, 'late_fee', p.late_fee::text,
                           'reference_number', p.reference_number) ORDER BY p.membership_month)
                    FROM ${payments} p
                   WHERE p.member_id = $1 AND NOT p.cancelled AND p.due_date <= $2::date + ${DUES_AHEAD_DAYS}
                     AND p.amount_paid < p.amount_due + ${feeSql("p", "$2")}), '[]')::text AS owed
           FROM (SELECT 1) one
           LEFT JOIN ${qualified(schema, "payment_settings")} ps ON ps.id = 1`,
        memberId,
        today,
      );
      return rows[0]!;
    },
  };
}

export type { OwedRecordRow };

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
export function memberPageRepository({ db, schema, now }: DataContext) {
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

    /** "Done today" on the member's own assignment, once per gym day (decision 0345): null when not theirs. */
    async markDone(memberId: number, assignmentId: number, today: string): Promise<"done" | "already" | null> {
      const rows = await db.$queryRawUnsafe<{ inserted: boolean }[]>(
        `WITH own AS (SELECT id FROM ${qualified(schema, "exercise_assignments")} WHERE id = $1 AND member_id = $2),
              ins AS (INSERT INTO ${qualified(schema, "workout_completions")} (assignment_id, member_id, done_on, created_at)
                      SELECT id, $2, $3::date, $4::timestamptz FROM own
                      ON CONFLICT (assignment_id, done_on) DO NOTHING RETURNING id)
         SELECT EXISTS (SELECT 1 FROM ins) AS inserted FROM own`,
        assignmentId,
        memberId,
        today,
        now(),
      );
      if (!rows[0]) return null;
      return rows[0].inserted ? "done" : "already";
    },

    /** Which of the member's assignments were marked done on `today`. */
    async doneOn(memberId: number, today: string): Promise<Set<number>> {
      const rows = await db.$queryRawUnsafe<{ assignment_id: number }[]>(
        `SELECT assignment_id FROM ${qualified(schema, "workout_completions")} WHERE member_id = $1 AND done_on = $2::date`,
        memberId,
        today,
      );
      return new Set(rows.map((r) => r.assignment_id));
    },

    /** The trainer's active hourly rate: what a one-hour session request costs ("0.00" without one). */
    async hourRate(trainerId: number): Promise<string> {
      const rows = await db.$queryRawUnsafe<{ amount: string }[]>(
        `SELECT amount::text AS amount FROM ${qualified(schema, "trainer_rates")}
          WHERE trainer_id = $1 AND rate_type = 'hour' AND is_active`,
        trainerId,
      );
      return rows[0]?.amount ?? "0.00";
    },
  };
}

export type { OwedRecordRow };

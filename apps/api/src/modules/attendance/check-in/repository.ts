import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { feeSql } from "../../member-payments/sql.ts";
import { frozenUntilSql } from "../freezes/repository.ts";
import { attendanceSettingsSql } from "../settings/repository.ts";
import { CHECK_IN_COLUMNS, type CheckInRow, checkInJoins } from "../sql.ts";

/** A month owed on the door's day: the record's stored figures (the fee rule is applied in code). */
export interface OwedRecordRow {
  id: number;
  membership_month: string;
  due_date: string;
  amount_due: string;
  amount_paid: string;
  late_fee: string;
  reference_number: string;
}

/** What the door check reads of one member, in one statement. */
export interface DoorFactsRow {
  id: number;
  member_code: string;
  full_name: string;
  phone: string;
  status: "ACTIVE" | "SUSPENDED" | "EXPIRED";
  renewal_date: string;
  days_left: number;
  profile_photo: string | null;
  plan_amount: string | null;
  upi_vpa: string | null;
  upi_payee_name: string | null;
  dues_grace_days: number;
  repeat_window_minutes: number;
  last_check_in_at: Date | null;
  /** The last day of the freeze covering today (decision 0258), or null. */
  frozen_until: string | null;
  /** JSON text of OwedRecordRow[], oldest month first. */
  owed: string;
}

export interface NewCheckIn {
  memberId: number;
  at: Date;
  day: string;
  hour: number;
  staffUserId: number;
  device: string;
  via: string;
  colour: string;
  reason: string;
  overrideReason: string | null;
  windowMinutes: number;
}

export function checkInRepository({ db, schema }: DataContext) {
  const members = qualified(schema, "members");
  const payments = qualified(schema, "member_payments");
  const cards = qualified(schema, "member_cards");
  const last = qualified(schema, "last_check_ins");
  const checkIns = qualified(schema, "check_ins");

  return {
    /** The card with this code: its member, and whether it was revoked; null when no card has it. */
    async card(code: string): Promise<{ member_id: number; revoked: boolean } | null> {
      const rows = await db.$queryRawUnsafe<{ member_id: number; revoked: boolean }[]>(
        `SELECT member_id, revoked_at IS NOT NULL AS revoked FROM ${cards} WHERE code = $1`,
        code,
      );
      return rows[0] ?? null;
    },

    /**
     * The member, the gym's settings, and the records still owing whose due date is before `$2` (today):
     * settled or cancelled ones are left out in SQL by the product's one fee rule (`feeSql`).
     */
    async facts(memberId: number, today: string): Promise<DoorFactsRow | null> {
      const rows = await db.$queryRawUnsafe<DoorFactsRow[]>(
        `SELECT m.id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS full_name, m.phone,
                m.status::text AS status, to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                (m.renewal_date - $2::date) AS days_left, m.profile_photo,
                COALESCE(m.plan_amount, ps.default_plan_amount)::text AS plan_amount, ps.upi_vpa, ps.upi_payee_name,
                s.dues_grace_days, s.repeat_window_minutes, l.checked_in_at AS last_check_in_at,
                ${frozenUntilSql(schema, "m", "$2::date")} AS frozen_until,
                COALESCE((
                  SELECT json_agg(json_build_object(
                           'id', p.id, 'membership_month', to_char(p.membership_month, 'YYYY-MM-DD'),
                           'due_date', to_char(p.due_date, 'YYYY-MM-DD'), 'amount_due', p.amount_due::text,
                           'amount_paid', p.amount_paid::text, 'late_fee', p.late_fee::text,
                           'reference_number', p.reference_number) ORDER BY p.membership_month)
                    FROM ${payments} p
                   WHERE p.member_id = m.id AND NOT p.cancelled AND p.due_date < $2::date
                     AND p.amount_paid < p.amount_due + ${feeSql("p", "$2")}), '[]')::text AS owed
           FROM ${members} m
           CROSS JOIN ${attendanceSettingsSql(schema)} s
           LEFT JOIN ${qualified(schema, "payment_settings")} ps ON ps.id = 1
           LEFT JOIN ${last} l ON l.member_id = m.id
          WHERE m.id = $1`,
        memberId,
        today,
      );
      return rows[0] ?? null;
    },

    /**
     * One visit, race-safe in one statement (decision 0252): the member's latest check-in moves to `at`
     * only when it is older than the repeat window (or there is none), and the visit is written only
     * then. Two desks at once: the second upsert waits for the first's row, sees its time, and writes
     * nothing. Null when nothing was written (within the window, or the member is gone).
     */
    async claim(c: NewCheckIn): Promise<CheckInRow | null> {
      const rows = await db.$queryRawUnsafe<CheckInRow[]>(
        `WITH claimed AS (
           INSERT INTO ${last} AS l (member_id, checked_in_at)
           SELECT m.id, $2::timestamptz FROM ${members} m WHERE m.id = $1
           ON CONFLICT (member_id) DO UPDATE SET checked_in_at = EXCLUDED.checked_in_at
            WHERE l.checked_in_at <= EXCLUDED.checked_in_at - make_interval(mins => $11::int)
           RETURNING l.member_id
         ), written AS (
           INSERT INTO ${checkIns} AS c
             (member_id, checked_in_at, day, hour, staff_user_id, device, via, door_colour, door_reason, override_reason)
           SELECT member_id, $2::timestamptz, $3::date, $4::int,
                  (SELECT id FROM ${qualified(schema, "staff_users")} WHERE id = $5), $6,
                  $7::text::${qualified(schema, "check_in_via")}, $8::text::${qualified(schema, "door_colour")}, $9, $10
             FROM claimed
           RETURNING *
         )
         SELECT ${CHECK_IN_COLUMNS} FROM ${checkInJoins(schema, "written")}`,
        c.memberId,
        c.at,
        c.day,
        c.hour,
        c.staffUserId,
        c.device,
        c.via,
        c.colour,
        c.reason,
        c.overrideReason,
        c.windowMinutes,
      );
      return rows[0] ?? null;
    },

    /** The member's latest check-in; null when never (or the member is gone). */
    async latest(memberId: number): Promise<Date | null> {
      const rows = await db.$queryRawUnsafe<{ at: Date }[]>(
        `SELECT checked_in_at AS at FROM ${last} WHERE member_id = $1`,
        memberId,
      );
      return rows[0]?.at ?? null;
    },
  };
}

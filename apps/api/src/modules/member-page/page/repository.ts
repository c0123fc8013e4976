import { type BookingStatus, type FreezeRequestStatus, MEMBER_PAGE_SETTINGS_DEFAULTS } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import { readRows } from "../../../db/tenant-reads.ts";
import type { OwedRecordRow } from "../../attendance/check-in/repository.ts";
import type { DataContext } from "../../context.ts";
import { feeSql } from "../../member-payments/sql.ts";
import type { MemberRow } from "../../members/member-rows.ts";

/** How far ahead a bill shows on the member's page: what falls due within a week can be paid now. */
export const DUES_AHEAD_DAYS = 7;

export interface PageDuesRow {
  upi_vpa: string | null;
  upi_payee_name: string | null;
  /** JSON text of OwedRecordRow[], oldest month first. */
  owed: string;
}

/** One row of a page list, as the statement's JSON gives it. */
export interface PageMemberRow extends Omit<MemberRow, "created_at"> {
  plan_name: string | null;
  plan_amount: string | null;
}

/**
 * Everything the member's page shows, as one statement's one row (issue 26 §7, decision 0351): each part
 * a subquery on the member's id with its list's own order and limit, answered as JSON text (`owed` as
 * PageDuesRow wants it). The lists hold only the columns the page renders; their areas' list endpoints
 * keep their own statements (with counts and the staff's columns).
 */
export interface PageRow extends PageDuesRow {
  member_id: number;
  member: PageMemberRow | null;
  invoices: {
    invoice_id: number;
    invoice_number: string;
    membership_month: string;
    amount: string;
    payment_date: string;
    voided: boolean;
  }[];
  visits: { day: string; checked_in_at: string }[];
  assignments: {
    id: number;
    exercise_name: string;
    exercise_image: string | null;
    day: string;
    set: number;
    reps: number;
    notes: string;
  }[];
  menu: {
    name: string;
    category_name: string;
    calories: number;
    protein: number;
    is_vegetarian: boolean;
    is_vegan: boolean;
  }[];
  bookings: {
    id: number;
    trainer_name: string;
    booking_date: string;
    start_time: string;
    end_time: string;
    status: BookingStatus;
  }[];
  trainers: { id: number; name: string }[];
  members_mark_done: boolean;
  done_today: number[];
  card: string | null;
  freeze_requests: {
    id: number;
    from_date: string;
    to_date: string;
    reason: string;
    status: FreezeRequestStatus;
    decline_reason: string;
  }[];
  feedback: {
    id: number;
    subject: string;
    message: string;
    status: string;
    admin_response: string | null;
    responses: { author: "MEMBER" | "ADMIN"; message: string }[];
  }[];
}

export interface PageLimits {
  invoices: number;
  visits: number;
  assignments: number;
  menu: number;
  bookings: number;
  trainers: number;
  freezeRequests: number;
  feedback: number;
}

/** JSON of a subquery's rows in its own order: `[]` for none. */
const list = (select: string) => `COALESCE((SELECT json_agg(x) FROM (${select}) x), '[]')`;

/**
 * What the member's page reads (decision 0342): the bills still owed that are due by `today +
 * DUES_AHEAD_DAYS` (settled and cancelled ones left out by the one fee rule, `feeSql`) with the gym's UPI
 * settings, and everything else the page lists, in one statement (decision 0351).
 */
export function memberPageRepository({ db, schema, now }: DataContext) {
  const t = (name: string) => qualified(schema, name);
  const payments = t("member_payments");
  return {
    /**
     * The page of the member a link opens (`{ token }`: none for an unknown or revoked one, the link read in
     * the same statement) or of a member (`{ memberId }`). `$2` today, `$3` the first day of visits shown, `$4`
     * the first day of bookings shown.
     */
    async page(
      by: { token: string } | { memberId: number },
      today: string,
      visitsFrom: string,
      bookingsFrom: string,
      limits: PageLimits,
    ): Promise<PageRow | null> {
      const link =
        "token" in by
          ? `SELECT member_id AS id FROM ${t("member_links")} WHERE token = $1 AND revoked_at IS NULL`
          : "SELECT $1::int AS id";
      // A plain read (decision 0360): the page is the hottest answer a member's phone asks for (issue 26 §7).
      const rows = await readRows<PageRow>(
        { db, schema },
        `WITH link AS (${link})
         SELECT link.id AS member_id, ps.upi_vpa, ps.upi_payee_name,
                COALESCE((
                  SELECT json_agg(json_build_object(
                           'id', p.id, 'membership_month', to_char(p.membership_month, 'YYYY-MM-DD'),
                           'due_date', to_char(p.due_date, 'YYYY-MM-DD'), 'amount_due', p.amount_due::text,
                           'amount_paid', p.amount_paid::text, 'late_fee', p.late_fee::text,
                           'reference_number', p.reference_number) ORDER BY p.membership_month)
                    FROM ${payments} p
                   WHERE p.member_id = link.id AND NOT p.cancelled AND p.due_date <= $2::date + ${DUES_AHEAD_DAYS}
                     AND p.amount_paid < p.amount_due + ${feeSql("p", "$2")}), '[]')::text AS owed,
                (SELECT json_build_object(
                          'id', m.id, 'member_id', m.member_id, 'username', m.username, 'email', m.email,
                          'first_name', m.first_name, 'last_name', m.last_name, 'phone', m.phone, 'gender', m.gender,
                          'date_of_birth', to_char(m.date_of_birth, 'YYYY-MM-DD'), 'address', m.address,
                          'emergency_contact', m.emergency_contact, 'status', m.status,
                          'joining_date', to_char(m.joining_date, 'YYYY-MM-DD'),
                          'renewal_date', to_char(m.renewal_date, 'YYYY-MM-DD'), 'days_left', m.renewal_date - $2::date,
                          'profile_photo', m.profile_photo, 'gstin', m.gstin,
                          'plan_name', m.plan_name, 'plan_amount', m.plan_amount::text)
                   FROM ${t("members")} m WHERE m.id = link.id) AS member,
                ${list(
                  `SELECT r.id AS invoice_id, r.invoice_number, to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month,
                          r.amount::text AS amount, to_char(r.payment_date, 'YYYY-MM-DD') AS payment_date, v.id IS NOT NULL AS voided
                     FROM ${t("payment_receipts")} r JOIN ${payments} p ON p.id = r.payment_id
                          LEFT JOIN ${t("receipt_voids")} v ON v.receipt_id = r.id
                    WHERE p.member_id = link.id ORDER BY r.id DESC LIMIT ${limits.invoices}`,
                )} AS invoices,
                ${list(
                  `SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.checked_in_at FROM ${t("check_ins")} c
                    WHERE c.member_id = link.id AND c.day BETWEEN $3::date AND $2::date
                    ORDER BY c.checked_in_at DESC, c.id DESC LIMIT ${limits.visits}`,
                )} AS visits,
                ${list(
                  `SELECT a.id, e.name AS exercise_name, e.main_image AS exercise_image, a.day::text AS day, a."set", a.reps, a.notes
                     FROM ${t("exercise_assignments")} a JOIN ${t("exercises")} e ON e.id = a.exercise_id
                    WHERE a.member_id = link.id ORDER BY a.assigned_date DESC, a.id DESC LIMIT ${limits.assignments}`,
                )} AS assignments,
                ${list(
                  `SELECT f.name, c.name AS category_name, f.calories, f.protein, f.is_vegetarian, f.is_vegan
                     FROM ${t("food_items")} f JOIN ${t("diet_categories")} c ON c.id = f.category_id
                    ORDER BY lower(f.name), f.id LIMIT ${limits.menu}`,
                )} AS menu,
                ${list(
                  `SELECT b.id, tr.name AS trainer_name, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date,
                          to_char(b.start_time, 'HH24:MI') AS start_time, to_char(b.end_time, 'HH24:MI') AS end_time, b.status
                     FROM ${t("trainer_bookings")} b JOIN ${t("trainers")} tr ON tr.id = b.trainer_id
                    WHERE b.user_id = link.id AND b.booking_date >= $4::date
                    ORDER BY b.booking_date, b.start_time, b.id LIMIT ${limits.bookings}`,
                )} AS bookings,
                ${list(
                  `SELECT tr.id, tr.name FROM ${t("trainers")} tr WHERE tr.is_active ORDER BY tr.name, tr.id LIMIT ${limits.trainers}`,
                )} AS trainers,
                COALESCE((SELECT s.members_mark_done FROM ${t("member_page_settings")} s WHERE s.id = 1), $5) AS members_mark_done,
                ARRAY(SELECT w.assignment_id FROM ${t("workout_completions")} w WHERE w.member_id = link.id AND w.done_on = $2::date) AS done_today,
                (SELECT c.code FROM ${t("member_cards")} c WHERE c.member_id = link.id AND c.revoked_at IS NULL) AS card,
                ${list(
                  `SELECT r.id, to_char(r.from_date, 'YYYY-MM-DD') AS from_date, to_char(r.to_date, 'YYYY-MM-DD') AS to_date,
                          r.reason, r.status, r.decline_reason
                     FROM ${t("freeze_requests")} r WHERE r.member_id = link.id
                    ORDER BY r.created_at DESC, r.id DESC LIMIT ${limits.freezeRequests}`,
                )} AS freeze_requests,
                ${list(
                  `SELECT f.id, f.subject, f.message, f.status, f.admin_response,
                          ${list(
                            `SELECT fr.author, fr.message FROM ${t("feedback_responses")} fr
                              WHERE fr.feedback_id = f.id ORDER BY fr.created_at, fr.id`,
                          )} AS responses
                     FROM ${t("feedback")} f WHERE f.member_id = link.id
                    ORDER BY f.created_at DESC, f.id DESC LIMIT ${limits.feedback}`,
                )} AS feedback
           FROM link LEFT JOIN ${t("payment_settings")} ps ON ps.id = 1`,
        [
          "token" in by ? by.token : by.memberId,
          today,
          visitsFrom,
          bookingsFrom,
          MEMBER_PAGE_SETTINGS_DEFAULTS.members_mark_done,
        ],
      );
      return rows[0] ?? null;
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

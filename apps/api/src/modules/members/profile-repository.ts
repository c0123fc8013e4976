import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";
import { standingReceiptSql } from "../member-payments/sql.ts";
import type { MemberRow } from "./member-rows.ts";

/** The columns of MemberRow (repository.ts) with the `m.` alias; `$1` is today. */
const MEMBER_COLUMNS = `m.id, m.member_id, m.username, m.email, m.first_name, m.last_name, m.phone, m.gender::text AS gender,
  to_char(m.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, m.address, m.emergency_contact, m.status::text AS status,
  to_char(m.joining_date, 'YYYY-MM-DD') AS joining_date, to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
  (m.renewal_date - $1::date) AS days_left, m.profile_photo, m.gstin,
  to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A member with what the profile shows about them: the plan, the archive mark and the counts of their history. */
export interface ProfileRow extends MemberRow {
  plan_name: string | null;
  plan_amount: string | null;
  plan_id: number | null;
  archived_at: string | null;
  payment_records: number;
  receipts: number;
  total_received: string;
  ledger_rows: number;
  bookings: number;
  assignments: number;
  feedback: number;
  visits: number;
  last_visit_at: string | null;
}

/** The columns an edit may change (dates YYYY-MM-DD); absent keys are kept. */
export interface MemberChanges {
  username: string;
  email: string;
  password_hash?: string;
  first_name: string;
  last_name: string;
  phone: string;
  gender: string;
  date_of_birth: string;
  address: string;
  emergency_contact: string;
  joining_date: string;
  renewal_date: string;
  profile_photo?: string | null;
  plan_name: string | null;
  plan_amount: string | null;
  plan_id: number | null;
  gstin: string | null;
}

/**
 * The profile's reads and the edit, archive, delete and restore of one member (decisions 0260, 0261).
 * Every count is one indexed subquery on the member's id; the lists are their areas' own endpoints.
 */
export function memberProfileRepository({ db, schema, now }: DataContext) {
  const t = (name: string) => qualified(schema, name);
  const members = t("members");
  /** Money history: a receipt (each one is an invoice) or a ledger row naming the member. */
  const receiptsOf = `${t("payment_receipts")} r JOIN ${t("member_payments")} p ON p.id = r.payment_id WHERE p.member_id = m.id`;
  const ledgerOf = `${t("expense_transactions")} x WHERE x.member_id = m.id`;

  return {
    async find(id: number, today: string): Promise<ProfileRow | null> {
      const rows = await db.$queryRawUnsafe<ProfileRow[]>(
        `SELECT ${MEMBER_COLUMNS}, m.plan_name, m.plan_amount::text AS plan_amount, m.plan_id, ${ISO("m.archived_at")} AS archived_at,
                (SELECT count(*)::int FROM ${t("member_payments")} p WHERE p.member_id = m.id) AS payment_records,
                (SELECT count(*)::int FROM ${receiptsOf}) AS receipts,
                (SELECT COALESCE(sum(r.amount), 0)::numeric(14,2)::text FROM ${receiptsOf} AND ${standingReceiptSql(schema, "r")}) AS total_received,
                (SELECT count(*)::int FROM ${ledgerOf}) AS ledger_rows,
                (SELECT count(*)::int FROM ${t("trainer_bookings")} b WHERE b.user_id = m.id) AS bookings,
                (SELECT count(*)::int FROM ${t("exercise_assignments")} a WHERE a.member_id = m.id) AS assignments,
                (SELECT count(*)::int FROM ${t("feedback")} f WHERE f.member_id = m.id) AS feedback,
                (SELECT count(*)::int FROM ${t("check_ins")} c WHERE c.member_id = m.id) AS visits,
                (SELECT ${ISO("max(c.checked_in_at)")} FROM ${t("check_ins")} c WHERE c.member_id = m.id) AS last_visit_at
           FROM ${members} m WHERE m.id = $2`,
        today,
        id,
      );
      return rows[0] ?? null;
    },

    /** Whether another member of this gym already has this username or email (emails are stored lowercased). */
    async takenByOthers(id: number, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db.$queryRawUnsafe<{ username: boolean; email: boolean }[]>(
        `SELECT COALESCE(bool_or(username = $2), false) AS username, COALESCE(bool_or(email = $3), false) AS email
           FROM ${members} WHERE id <> $1 AND (username = $2 OR email = $3)`,
        id,
        username,
        email,
      );
      return rows[0] ?? { username: false, email: false };
    },

    /** Writes the edit; null when there is no such member or it is archived. Unique keys are the table's. */
    async update(id: number, c: MemberChanges): Promise<{ id: number } | null> {
      const rows = await db.$queryRawUnsafe<{ id: number }[]>(
        `UPDATE ${members} SET username = $2, email = $3, password_hash = COALESCE($4, password_hash),
                first_name = $5, last_name = $6, phone = $7, gender = $8::text::${t("gender")},
                date_of_birth = $9::date, address = $10, emergency_contact = $11, joining_date = $12::date,
                renewal_date = $13::date, profile_photo = CASE WHEN $14::boolean THEN $15 ELSE profile_photo END,
                plan_name = $16, plan_amount = $17::numeric, gstin = $18, updated_at = $19::timestamptz,
                plan_id = $20::int
          WHERE id = $1 AND archived_at IS NULL RETURNING id`,
        id,
        c.username,
        c.email,
        c.password_hash ?? null,
        c.first_name,
        c.last_name,
        c.phone,
        c.gender,
        c.date_of_birth,
        c.address,
        c.emergency_contact,
        c.joining_date,
        c.renewal_date,
        c.profile_photo !== undefined,
        c.profile_photo ?? null,
        c.plan_name,
        c.plan_amount,
        c.gstin,
        now(),
        c.plan_id,
      );
      return rows[0] ?? null;
    },

    /**
     * Deletes the member only while they have no money history, in one statement (a receipt written
     * meanwhile makes it delete nothing: the caller then archives). Answers the photo to remove.
     */
    async deleteWithoutMoney(id: number): Promise<{ profile_photo: string | null } | null> {
      const rows = await db.$queryRawUnsafe<{ profile_photo: string | null }[]>(
        `DELETE FROM ${members} m WHERE m.id = $1
            AND NOT EXISTS (SELECT 1 FROM ${receiptsOf}) AND NOT EXISTS (SELECT 1 FROM ${ledgerOf})
          RETURNING m.profile_photo`,
        id,
      );
      return rows[0] ?? null;
    },

    /** Marks the member archived (kept when already archived); false when there is no such member. */
    async archive(id: number): Promise<boolean> {
      const n = await db.$executeRawUnsafe(
        `UPDATE ${members} SET archived_at = COALESCE(archived_at, $2::timestamptz), updated_at = $2::timestamptz WHERE id = $1`,
        id,
        now(),
      );
      return n > 0;
    },

    async restore(id: number): Promise<boolean> {
      const n = await db.$executeRawUnsafe(
        `UPDATE ${members} SET archived_at = NULL, updated_at = $2::timestamptz WHERE id = $1`,
        id,
        now(),
      );
      return n > 0;
    },
  };
}

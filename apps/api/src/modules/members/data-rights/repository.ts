import {
  CONSENT_BY_MEMBER,
  type ConsentAction,
  type ConsentSource,
  ERASED_MEMBER_NAME,
  ERASED_TEXT,
} from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";
import { feeSql } from "../../member-payments/sql.ts";

type Sql = Pick<Prisma.TransactionClient, "$queryRawUnsafe" | "$executeRawUnsafe">;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The date of birth an erased member keeps: the column is required, the real one is gone (decision 0302). */
export const ERASED_DATE_OF_BIRTH = "1900-01-01";

/**
 * SQL: true when member `alias`'s latest consent row is a withdrawal (decision 0305): no WhatsApp text is
 * offered for them, by the one-off reminders (`withdrawnAmong`) or the sequence (decision 0348).
 */
export function consentWithdrawnSql(schema: string, alias: string): string {
  return `COALESCE((SELECT c.action::text FROM ${qualified(schema, "member_consents")} c WHERE c.member_id = ${alias}.id
                     ORDER BY c.given_at DESC, c.id DESC LIMIT 1), '') = 'WITHDRAWN'`;
}

export interface ConsentRow {
  action: ConsentAction;
  source: ConsentSource;
  notice_version: string;
  given_at: string;
  recorded_by: string;
}

export interface ErasureRow {
  erased_at: string;
  erased_by: string;
  forced: boolean;
  open_dues: string;
  active_until: string | null;
  kept_name: boolean;
  kept_address: boolean;
}

/** What erasure is decided from (decision 0302): money owed on bills due by today, and a membership still running. */
export interface StandingRow {
  id: number;
  member_id: string;
  profile_photo: string | null;
  open_dues: string;
  active_until: string | null;
}

/** The statements of the data rights, on the gym's client or inside a transaction. */
function statements(db: Sql, schema: string, now: () => Date) {
  const t = (name: string) => qualified(schema, name);
  const standingSql = (lock: boolean) =>
    `SELECT m.id, m.member_id, m.profile_photo,
            (SELECT COALESCE(sum(GREATEST(p.amount_due + ${feeSql("p", "$2")} - p.amount_paid, 0)), 0)::numeric(14,2)::text
               FROM ${t("member_payments")} p WHERE p.member_id = m.id AND NOT p.cancelled AND p.due_date <= $2::date) AS open_dues,
            CASE WHEN m.archived_at IS NULL AND m.status = 'ACTIVE' AND m.renewal_date >= $2::date
                 THEN to_char(m.renewal_date, 'YYYY-MM-DD') END AS active_until
       FROM ${t("members")} m WHERE m.id = $1${lock ? " FOR UPDATE OF m" : ""}`;

  /**
   * Records a consent given or withdrawn now (decisions 0300, 0304, 0305) for each of these members, by
   * this staff user (their name kept beside the id; null for the member themself on the feedback form),
   * in one statement. Answers how many rows were written (members that do not exist get none).
   */
  async function recordConsents(
    ids: number[],
    noticeVersion: string,
    by: { staffUserId: number | null; source: ConsentSource; action?: ConsentAction },
  ): Promise<number> {
    if (ids.length === 0) return 0;
    return db.$executeRawUnsafe(
      `INSERT INTO ${t("member_consents")} (member_id, notice_version, given_at, recorded_by_id, recorded_by_name, action, source)
         SELECT m.id, $2::text, $3::timestamptz, s.id, COALESCE(s.full_name, ''), $5::text::${t("consent_action")}, $6::text::${t("consent_source")}
           FROM ${t("members")} m LEFT JOIN ${t("staff_users")} s ON s.id = $4::integer
          WHERE m.id = ANY($1::int[])`,
      ids,
      noticeVersion,
      now(),
      by.staffUserId,
      by.action ?? "GIVEN",
      by.source,
    );
  }

  return {
    /** The member's standing on `today`; null when there is no such member. Locks the row inside a transaction when asked. */
    async standing(id: number, today: string, lock = false): Promise<StandingRow | null> {
      const rows = await db.$queryRawUnsafe<StandingRow[]>(standingSql(lock), id, today);
      return rows[0] ?? null;
    },

    async latestConsent(id: number): Promise<ConsentRow | null> {
      const rows = await db.$queryRawUnsafe<ConsentRow[]>(
        `SELECT c.action::text AS action, c.source::text AS source, c.notice_version, ${ISO("c.given_at")} AS given_at,
                CASE WHEN c.source = 'FEEDBACK' THEN $2::text
                     ELSE COALESCE(s.full_name, NULLIF(c.recorded_by_name, ''), 'A former staff user') END AS recorded_by
           FROM ${t("member_consents")} c LEFT JOIN ${t("staff_users")} s ON s.id = c.recorded_by_id
          WHERE c.member_id = $1 ORDER BY c.given_at DESC, c.id DESC LIMIT 1`,
        id,
        CONSENT_BY_MEMBER,
      );
      return rows[0] ?? null;
    },

    async erasure(id: number): Promise<ErasureRow | null> {
      const rows = await db.$queryRawUnsafe<ErasureRow[]>(
        `SELECT ${ISO("e.erased_at")} AS erased_at, COALESCE(s.full_name, NULLIF(e.erased_by_name, ''), 'A former staff user') AS erased_by,
                e.forced, e.open_dues::text AS open_dues, to_char(e.active_until, 'YYYY-MM-DD') AS active_until,
                e.kept_name, e.kept_address
           FROM ${t("member_erasures")} e LEFT JOIN ${t("staff_users")} s ON s.id = e.erased_by_id
          WHERE e.member_id = $1`,
        id,
      );
      return rows[0] ?? null;
    },

    recordConsents,

    /** Records a consent given on the profile's card now, by this staff user. False when there is no such member. */
    async recordConsent(id: number, noticeVersion: string, staffUserId: number): Promise<boolean> {
      return (await recordConsents([id], noticeVersion, { staffUserId, source: "PROFILE" })) > 0;
    },

    /** Of these members, the ones whose latest consent row is a withdrawal (decision 0305). */
    async withdrawnAmong(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.$queryRawUnsafe<{ member_id: number; action: ConsentAction }[]>(
        `SELECT DISTINCT ON (c.member_id) c.member_id, c.action::text AS action
           FROM ${t("member_consents")} c WHERE c.member_id = ANY($1::int[])
          ORDER BY c.member_id, c.given_at DESC, c.id DESC`,
        ids,
      );
      return new Set(rows.filter((r) => r.action === "WITHDRAWN").map((r) => r.member_id));
    },

    /**
     * Erases the member's personal data everywhere (decision 0302), in the caller's transaction: the member
     * row anonymised and archived (not deleted: their bills, receipts and ledger rows stay whole), texts
     * about them blanked, cards revoked, and the audit row written. Answers the files to delete afterwards.
     */
    async erase(
      s: StandingRow,
      audit: { staffUserId: number; forced: boolean },
    ): Promise<{ files: string[]; keptName: boolean; keptAddress: boolean }> {
      const at = now();
      const kept = await db.$queryRawUnsafe<{ receipts: boolean; business: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM ${t("payment_receipts")} r JOIN ${t("member_payments")} p ON p.id = r.payment_id
                         WHERE p.member_id = $1) AS receipts,
                EXISTS (SELECT 1 FROM ${t("payment_receipts")} r JOIN ${t("member_payments")} p ON p.id = r.payment_id
                         WHERE p.member_id = $1 AND r.recipient_gstin IS NOT NULL) AS business`,
        s.id,
      );
      const keptName = kept[0]?.receipts ?? false;
      const keptAddress = kept[0]?.business ?? false;
      await db.$executeRawUnsafe(
        `UPDATE ${t("members")} SET username = 'erased-' || id, email = 'erased-' || id || '@erased.invalid',
                password_hash = '!', phone = '', gender = 'O', date_of_birth = $2::date,
                address = CASE WHEN $3::boolean THEN address ELSE '' END, emergency_contact = '', notes = '',
                profile_photo = NULL, last_reminder_at = NULL, gstin = CASE WHEN $3::boolean THEN gstin END,
                first_name = CASE WHEN $4::boolean THEN first_name ELSE $5::text END,
                last_name = CASE WHEN $4::boolean THEN last_name ELSE $6::text END,
                archived_at = COALESCE(archived_at, $7::timestamptz), updated_at = $7::timestamptz
          WHERE id = $1`,
        s.id,
        ERASED_DATE_OF_BIRTH,
        keptAddress,
        keptName,
        ERASED_MEMBER_NAME.first_name,
        ERASED_MEMBER_NAME.last_name,
        at,
      );
      const attachments = await db.$queryRawUnsafe<{ attachment: string }[]>(
        `UPDATE ${t("feedback")} f SET member_name = $2::text, subject = $3::text, message = $3::text,
                admin_response = CASE WHEN f.admin_response IS NULL THEN NULL ELSE $3::text END, attachment = NULL,
                updated_at = $4::timestamptz
           FROM ${t("feedback")} old WHERE old.id = f.id AND f.member_id = $1
         RETURNING old.attachment`,
        s.id,
        `${ERASED_MEMBER_NAME.first_name} ${ERASED_MEMBER_NAME.last_name}`,
        ERASED_TEXT,
        at,
      );
      await db.$executeRawUnsafe(
        `UPDATE ${t("feedback_responses")} r SET message = $2
           FROM ${t("feedback")} f WHERE f.id = r.feedback_id AND f.member_id = $1`,
        s.id,
        ERASED_TEXT,
      );
      await db.$executeRawUnsafe(
        `UPDATE ${t("member_freezes")} SET reason = $2 WHERE member_id = $1`,
        s.id,
        ERASED_TEXT,
      );
      await db.$executeRawUnsafe(
        `UPDATE ${t("freeze_requests")} SET reason = $2::text,
                decline_reason = CASE WHEN decline_reason = '' THEN '' ELSE $2::text END WHERE member_id = $1`,
        s.id,
        ERASED_TEXT,
      );
      await db.$executeRawUnsafe(
        `UPDATE ${t("check_ins")} SET override_reason = $2 WHERE member_id = $1 AND override_reason IS NOT NULL`,
        s.id,
        ERASED_TEXT,
      );
      await db.$executeRawUnsafe(
        `UPDATE ${t("member_cards")} SET revoked_at = $2::timestamptz WHERE member_id = $1 AND revoked_at IS NULL`,
        s.id,
        at,
      );
      // The member's private page stops at once (decision 0340).
      await db.$executeRawUnsafe(
        `UPDATE ${t("member_links")} SET revoked_at = $2::timestamptz WHERE member_id = $1 AND revoked_at IS NULL`,
        s.id,
        at,
      );
      await db.$executeRawUnsafe(`UPDATE ${t("trainer_bookings")} SET notes = '' WHERE user_id = $1`, s.id);
      await db.$executeRawUnsafe(`UPDATE ${t("exercise_assignments")} SET notes = '' WHERE member_id = $1`, s.id);
      await db.$executeRawUnsafe(`UPDATE ${t("member_payments")} SET notes = '' WHERE member_id = $1`, s.id);
      await db.$executeRawUnsafe(
        `INSERT INTO ${t("member_erasures")}
           (member_id, member_code, erased_at, erased_by_id, erased_by_name, forced, open_dues, active_until, kept_name, kept_address)
         SELECT $1::integer, $2::text, $3::timestamptz, s.id, COALESCE(s.full_name, ''), $5::boolean, $6::numeric, $7::date,
                $8::boolean, $9::boolean
           FROM (SELECT 1) one LEFT JOIN ${t("staff_users")} s ON s.id = $4::integer`,
        s.id,
        s.member_id,
        at,
        audit.staffUserId,
        audit.forced,
        s.open_dues,
        s.active_until,
        keptName,
        keptAddress,
      );
      const files = [s.profile_photo, ...attachments.map((a) => a.attachment)].filter((f): f is string => !!f);
      return { files, keptName, keptAddress };
    },
  };
}

export type DataRightsStatements = ReturnType<typeof statements>;

/** The statements on a transaction another area opened (bulk upload writes its consents with its members). */
export const dataRightsStatements = statements;

/** The data rights of one gym's members (issue 27 §6; decisions 0300-0303). */
export function dataRightsRepository({ db, schema, now }: DataContext) {
  return {
    ...statements(db, schema, now),
    /** Runs `work` in one transaction: a refusal thrown inside writes nothing. */
    inTransaction<T>(work: (tx: DataRightsStatements) => Promise<T>): Promise<T> {
      return db.$transaction((tx) => work(statements(tx, schema, now)));
    },
  };
}

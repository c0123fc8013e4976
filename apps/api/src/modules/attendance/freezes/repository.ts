import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";
import { attendanceSettingsSql } from "../settings/repository.ts";

type Sql = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;
/** The raw client of a freeze's transaction, for another area's statements in it. */
export type FreezeSql = Sql;

/** A stored freeze with the names of the staff who made and ended it. */
export interface FreezeRow {
  id: number;
  member_id: number;
  from_date: string;
  to_date: string;
  reason: string;
  created_at: Date;
  created_by: string | null;
  ended_on: string | null;
  ended_at: Date | null;
  ended_by: string | null;
}

/** What a freeze is decided from: the member (locked), the gym's freeze settings. */
export interface FreezeMemberRow {
  id: number;
  status: "ACTIVE" | "SUSPENDED" | "EXPIRED";
  renewal_date: string;
  freeze_days_a_year: number;
  freeze_past_days: number;
}

export interface NewFreeze {
  memberId: number;
  from: string;
  to: string;
  reason: string;
  staffUserId: number;
}

/**
 * The days a stored freeze `f` covers as a daterange: [from_date, to_date + 1), or [from_date, ended_on)
 * when ended early. The same expression as the exclusion constraint member_freezes_no_overlap (migration).
 */
export const FROZEN_RANGE = (f: string) => `daterange(${f}.from_date, LEAST(${f}.to_date + 1, ${f}.ended_on), '[)')`;

/**
 * The last frozen day of member `m`'s freeze covering `today` (a `$n::date`), or NULL: the members list,
 * the door check and the freeze answers read "Frozen until" from this one expression.
 */
export function frozenUntilSql(schema: string, member: string, today: string): string {
  return `(SELECT to_char(upper(${FROZEN_RANGE("fz")}) - 1, 'YYYY-MM-DD')
             FROM ${qualified(schema, "member_freezes")} fz
            WHERE fz.member_id = ${member}.id AND ${FROZEN_RANGE("fz")} @> ${today})`;
}

const COLUMNS = (schema: string) => `f.id, f.member_id, to_char(f.from_date, 'YYYY-MM-DD') AS from_date,
  to_char(f.to_date, 'YYYY-MM-DD') AS to_date, f.reason, f.created_at, cb.full_name AS created_by,
  to_char(f.ended_on, 'YYYY-MM-DD') AS ended_on, f.ended_at, eb.full_name AS ended_by
  FROM ${qualified(schema, "member_freezes")} f
  LEFT JOIN ${qualified(schema, "staff_users")} cb ON cb.id = f.created_by_id
  LEFT JOIN ${qualified(schema, "staff_users")} eb ON eb.id = f.ended_by_id`;

/** The statements of one freeze change, on the gym's client or inside a transaction. */
function statements(sql: Sql, schema: string, now: () => Date) {
  const members = qualified(schema, "members");
  const freezes = qualified(schema, "member_freezes");
  const staff = qualified(schema, "staff_users");
  return {
    /** The member with the gym's freeze settings, locked for the transaction unless `lock` is false (null: no such member). */
    async lockMember(memberId: number, lock = true): Promise<FreezeMemberRow | null> {
      const rows = await sql.$queryRawUnsafe<FreezeMemberRow[]>(
        `SELECT m.id, m.status::text AS status, to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                s.freeze_days_a_year, s.freeze_past_days
           FROM ${members} m CROSS JOIN ${attendanceSettingsSql(schema)} s
          WHERE m.id = $1 ${lock ? "FOR UPDATE OF m" : ""}`,
        memberId,
      );
      return rows[0] ?? null;
    },

    /** The member's freezes, newest first. */
    ofMember(memberId: number): Promise<FreezeRow[]> {
      return sql.$queryRawUnsafe<FreezeRow[]>(
        `SELECT ${COLUMNS(schema)} WHERE f.member_id = $1 ORDER BY f.from_date DESC, f.id DESC`,
        memberId,
      );
    },

    async insert(f: NewFreeze): Promise<FreezeRow> {
      const rows = await sql.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO ${freezes} (member_id, from_date, to_date, reason, created_at, created_by_id)
         VALUES ($1, $2::date, $3::date, $4, $5::timestamptz, (SELECT id FROM ${staff} WHERE id = $6))
         RETURNING id`,
        f.memberId,
        f.from,
        f.to,
        f.reason,
        now(),
        f.staffUserId,
      );
      return (await this.one(rows[0]!.id))!;
    },

    /** Ends a freeze early: `endedOn` is the first day no longer frozen. */
    async end(id: number, endedOn: string, staffUserId: number): Promise<FreezeRow> {
      await sql.$queryRawUnsafe(
        `UPDATE ${freezes} SET ended_on = $2::date, ended_at = $3::timestamptz,
                ended_by_id = (SELECT id FROM ${staff} WHERE id = $4)
          WHERE id = $1 RETURNING id`,
        id,
        endedOn,
        now(),
        staffUserId,
      );
      return (await this.one(id))!;
    },

    async one(id: number): Promise<FreezeRow | null> {
      const rows = await sql.$queryRawUnsafe<FreezeRow[]>(`SELECT ${COLUMNS(schema)} WHERE f.id = $1`, id);
      return rows[0] ?? null;
    },

    /**
     * THE one place a freeze moves the membership's dates (decision 0240 §8, 0258): `days` on (a freeze)
     * or back (negative: the days an early end gives back). Moves `renewal_date` and `paid_through` (decision
     * 0240 §2, 0258) by the same days, so the bill chain skips the frozen time (a NULL `paid_through`,
     * nothing paid yet, stays NULL). Answers the new renewal date.
     */
    async shiftMembershipDates(memberId: number, days: number): Promise<string> {
      const rows = await sql.$queryRawUnsafe<{ renewal_date: string }[]>(
        `UPDATE ${members} SET renewal_date = renewal_date + $2::int, paid_through = paid_through + $2::int,
              updated_at = $3::timestamptz
          WHERE id = $1 RETURNING to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date`,
        memberId,
        days,
        now(),
      );
      return rows[0]!.renewal_date;
    },

    /** The last frozen day of the member's freeze covering `today`, or null. */
    async frozenUntil(memberId: number, today: string): Promise<string | null> {
      const rows = await sql.$queryRawUnsafe<{ frozen_until: string | null }[]>(
        `SELECT ${frozenUntilSql(schema, "m", "$2::date")} AS frozen_until FROM ${members} m WHERE m.id = $1`,
        memberId,
        today,
      );
      return rows[0]?.frozen_until ?? null;
    },
  };
}

export type FreezeStatements = ReturnType<typeof statements>;

export function freezesRepository({ db, schema, now }: DataContext) {
  return {
    ...statements(db, schema, now),
    /** Of these members, those frozen today, with their last frozen day (reminders skip them). */
    async frozenAmong(memberIds: number[], today: string): Promise<Map<number, string>> {
      if (!memberIds.length) return new Map();
      const rows = await db.$queryRawUnsafe<{ id: number; frozen_until: string }[]>(
        `SELECT m.id, ${frozenUntilSql(schema, "m", "$2::date")} AS frozen_until
           FROM ${qualified(schema, "members")} m WHERE m.id = ANY($1::int[])`,
        memberIds,
        today,
      );
      return new Map(rows.filter((r) => r.frozen_until).map((r) => [r.id, r.frozen_until]));
    },
    /** Runs `work` in one transaction: a refusal thrown inside writes nothing. */
    inTransaction<T>(work: (tx: FreezeStatements, sql: FreezeSql) => Promise<T>): Promise<T> {
      return db.$transaction((tx) => work(statements(tx, schema, now), tx));
    },
  };
}

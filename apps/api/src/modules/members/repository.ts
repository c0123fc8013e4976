import type { Gender, MemberStats, MemberStatus } from "@gym/contracts";
import { BULK_TRANSACTION } from "../../db/bulk-transaction.ts";
import { qualified } from "../../db/pool.ts";
import { readRows } from "../../db/tenant-reads.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { likePattern } from "../../lib/like-pattern.ts";
import { frozenUntilSql } from "../attendance/freezes/repository.ts";
import type { DataContext } from "../context.ts";
import { type DataRightsStatements, dataRightsStatements } from "./data-rights/repository.ts";

/** A member as read by SQL: calendar dates as YYYY-MM-DD text, days_left from the given "today". */
export interface MemberRow {
  id: number;
  member_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  gender: Gender;
  date_of_birth: string;
  address: string;
  emergency_contact: string;
  status: MemberStatus;
  joining_date: string;
  renewal_date: string;
  days_left: number;
  profile_photo: string | null;
  gstin: string | null;
  created_at: string;
  /** The last day of the freeze covering today (decision 0258); absent where a statement does not read it. */
  frozen_until?: string | null;
}

/** `$1` is today's date in every query that uses it. */
const COLUMNS = `id, member_id, username, email, first_name, last_name, phone, gender::text AS gender,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, address, emergency_contact, status::text AS status,
  to_char(joining_date, 'YYYY-MM-DD') AS joining_date, to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date,
  (renewal_date - $1::date) AS days_left, profile_photo, gstin,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** COLUMNS and the member's "Frozen until" today (issue 24 §4), for statements on the unaliased table. */
const withFrozen = (schema: string) => `${COLUMNS}, ${frozenUntilSql(schema, "members", "$1::date")} AS frozen_until`;

/**
 * The searchable text, written exactly as the trigram index `members_search_idx` is defined
 * (migration 20261121010000_members), so `LIKE '%term%'` on it is an index scan.
 */
export const SEARCH_TEXT = `lower(first_name || ' ' || last_name || ' ' || username || ' ' || email || ' ' || phone || ' ' || member_id)`;

/** Display-status filters (the expired override, part 1 §4); `today` is the parameter holding today. */
export function statusFilter(status: MemberStatus, today = "$1"): string {
  switch (status) {
    case "ACTIVE":
      return `(status = 'ACTIVE' AND renewal_date >= ${today}::date)`;
    case "SUSPENDED":
      return `(status = 'SUSPENDED' AND renewal_date >= ${today}::date)`;
    case "EXPIRED":
      return `(status = 'EXPIRED' OR renewal_date < ${today}::date)`;
  }
}

/** A member to insert; dates as YYYY-MM-DD. */
export interface NewMemberRow {
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  gender: Gender;
  date_of_birth: string;
  address: string;
  emergency_contact: string;
  notes: string;
  joining_date: string;
  renewal_date: string;
  profile_photo: string | null;
  /** Default ACTIVE. */
  status?: MemberStatus;
  /** The membership plan (issue 10, decision 0192): optional; the gym's default fills in. */
  plan_name?: string | null;
  plan_amount?: string | null;
  /** The catalogue plan (decision 0290); plan_name and plan_amount are then its copies. */
  plan_id?: number | null;
  /** The payer's GSTIN (decision 0222), checked by the contracts. */
  gstin?: string | null;
}

const INSERT_FIELDS = [
  ["username", "text"],
  ["email", "text"],
  ["password_hash", "text"],
  ["first_name", "text"],
  ["last_name", "text"],
  ["phone", "text"],
  ["gender", "gender"],
  ["date_of_birth", "date"],
  ["address", "text"],
  ["emergency_contact", "text"],
  ["notes", "text"],
  ["joining_date", "date"],
  ["renewal_date", "date"],
  ["profile_photo", "text"],
  ["status", "member_status"],
  ["plan_name", "text"],
  ["plan_amount", "numeric"],
  ["plan_id", "int"],
  ["gstin", "text"],
] as const satisfies readonly (readonly [keyof NewMemberRow, string])[];

export interface MemberCounts {
  total: number;
  active: number;
  suspended: number;
}

/** Gym-wide figures by display status: active + suspended + expired = total. */
export function memberStats(c: MemberCounts): MemberStats {
  return { total: c.total, active: c.active, expired: c.total - c.active - c.suspended, suspended: c.suspended };
}

export interface ListFilter {
  today: string;
  /** true: only archived members; otherwise archived members are left out (decision 0261). */
  archived?: boolean;
  search?: string;
  status?: MemberStatus;
  limit: number;
  offset: number;
}

/** Inserts like `insertMany` inside a savepoint of the open transaction; null when the statement failed (undone). */
export type TryInsert = (rows: NewMemberRow[], today: string) => Promise<MemberRow[] | null>;

type Sql = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/**
 * Inserts many members in one statement (one array parameter per column, so any number of rows fits).
 * Each row is its own member; a row whose username or email is already taken is skipped (ON CONFLICT
 * DO NOTHING) and simply not returned, so it never blocks the others.
 */
function insertRows(sql: Sql, schema: string, rows: NewMemberRow[], today: string, now: Date): Promise<MemberRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  const names = INSERT_FIELDS.map(([name]) => name).join(", ");
  const isEnum = (type: string) => type === "gender" || type === "member_status";
  const casts = INSERT_FIELDS.map(([, type], i) => `$${i + 3}::${isEnum(type) ? "text" : type}[]`).join(", ");
  const select = INSERT_FIELDS.map(([name, type]) =>
    isEnum(type) ? `${name}::${qualified(schema, type)}` : name,
  ).join(", ");
  return sql.$queryRawUnsafe<MemberRow[]>(
    `INSERT INTO ${qualified(schema, "members")} (${names}, created_at, updated_at)
     SELECT ${select}, $2::timestamptz, $2::timestamptz FROM unnest(${casts}) AS t(${names})
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    today,
    now,
    ...INSERT_FIELDS.map(([name]) => rows.map((r) => (name === "status" ? (r.status ?? "ACTIVE") : (r[name] ?? null)))),
  );
}

/**
 * Raw SQL (the search expression must match its index), schema-qualified with the gym's own schema
 * because raw queries do not get Prisma's schema (DESIGN §3). The list's reads (stats with the archived
 * count, page, count) are plain reads (`readRows`, decision 0360): the hottest answer of the API.
 */
export function membersRepository(ctx: DataContext) {
  const { db, schema, now } = ctx;
  const table = qualified(schema, "members");
  /** `params` may already hold today as $1 (the page query needs it for days_left). */
  const where = (filter: ListFilter, params: unknown[]) => {
    const conditions = [filter.archived ? "archived_at IS NOT NULL" : "archived_at IS NULL"];
    if (filter.status) {
      if (params[0] !== filter.today) params.push(filter.today);
      conditions.push(statusFilter(filter.status, `$${params.indexOf(filter.today) + 1}`));
    }
    if (filter.search) {
      params.push(likePattern(filter.search));
      conditions.push(`${SEARCH_TEXT} LIKE $${params.length}`);
    }
    return { sql: conditions.join(" AND "), params };
  };

  /**
   * The counts every figure is made from, as index-only range scans on (status, renewal_date):
   * active/suspended = that status with renewal_date today or later; expired = the rest (decision 0036).
   * Archived members are not counted (decision 0261). `statsWithArchived` adds how many are archived to the
   * same statement (the list's figures: one round trip instead of two, decision 0400).
   */
  const COUNTS = `(SELECT count(*) FROM ${table} WHERE archived_at IS NULL)::int AS total,
              (SELECT count(*) FROM ${table} WHERE status = 'ACTIVE' AND renewal_date >= $1::date AND archived_at IS NULL)::int AS active,
              (SELECT count(*) FROM ${table} WHERE status = 'SUSPENDED' AND renewal_date >= $1::date AND archived_at IS NULL)::int AS suspended`;
  const ARCHIVED = `(SELECT count(*) FROM ${table} WHERE archived_at IS NOT NULL)::int AS archived`;

  return {
    async stats(today: string): Promise<MemberStats> {
      const rows = await readRows<MemberCounts>(ctx, `SELECT ${COUNTS}`, [today]);
      return memberStats(rows[0] ?? { total: 0, active: 0, suspended: 0 });
    },

    /** The gym-wide stats and how many members are archived (decision 0261), in one statement. */
    async statsWithArchived(today: string): Promise<{ stats: MemberStats; archived: number }> {
      const rows = await readRows<MemberCounts & { archived: number }>(ctx, `SELECT ${COUNTS}, ${ARCHIVED}`, [today]);
      const row = rows[0] ?? { total: 0, active: 0, suspended: 0, archived: 0 };
      return { stats: memberStats(row), archived: row.archived };
    },

    async page(filter: ListFilter): Promise<MemberRow[]> {
      const w = where(filter, [filter.today]);
      const n = w.params.length;
      return readRows<MemberRow>(
        ctx,
        `SELECT ${withFrozen(schema)} FROM ${table} WHERE ${w.sql} ORDER BY id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...w.params, filter.limit, filter.offset],
      );
    },

    async count(filter: ListFilter): Promise<number> {
      const w = where(filter, []);
      const rows = await readRows<{ count: number }>(
        ctx,
        `SELECT count(*)::int AS count FROM ${table} WHERE ${w.sql}`,
        w.params,
      );
      return rows[0]?.count ?? 0;
    },

    async find(id: number, today: string): Promise<MemberRow | null> {
      const rows = await db.$queryRawUnsafe<MemberRow[]>(
        `SELECT ${withFrozen(schema)} FROM ${table} WHERE id = $2`,
        today,
        id,
      );
      return rows[0] ?? null;
    },

    /** Null when there is no such member in this gym. */
    async setStatus(id: number, status: MemberStatus, today: string): Promise<MemberRow | null> {
      const rows = await db.$queryRawUnsafe<MemberRow[]>(
        `UPDATE ${table} SET status = $3::text::${qualified(schema, "member_status")}, updated_at = $4
          WHERE id = $2 RETURNING ${withFrozen(schema)}`,
        today,
        id,
        status,
        now(),
      );
      return rows[0] ?? null;
    },

    insertMany(rows: NewMemberRow[], today: string): Promise<MemberRow[]> {
      return insertRows(db, schema, rows, today, now());
    },

    /**
     * Runs `write` in one transaction (decision 0210): every member it inserts commits together or
     * none does, so a process killed mid-way leaves nothing behind. The writer's `tryInsert` is
     * `insertMany` inside a savepoint: a statement that fails is undone alone and answers null.
     */
    inOneTransaction<T>(
      write: (writer: { tryInsert: TryInsert; dataRights: DataRightsStatements }) => Promise<T>,
    ): Promise<T> {
      return db.$transaction(async (tx) => {
        const tryInsert: TryInsert = async (rows, today) => {
          await tx.$executeRawUnsafe("SAVEPOINT member_rows");
          try {
            const inserted = await insertRows(tx, schema, rows, today, now());
            await tx.$executeRawUnsafe("RELEASE SAVEPOINT member_rows");
            return inserted;
          } catch {
            await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT member_rows");
            return null;
          }
        };
        return write({ tryInsert, dataRights: dataRightsStatements(tx, schema, now) });
      }, BULK_TRANSACTION);
    },

    /** The first members by id (other areas' demo seeds give them history), optionally only ACTIVE ones. */
    first(limit: number, onlyActive = false): Promise<{ id: number; first_name: string; last_name: string }[]> {
      return db.$queryRawUnsafe(
        `SELECT id, first_name, last_name FROM ${table} WHERE NOT $2::boolean OR status = 'ACTIVE' ORDER BY id LIMIT $1`,
        limit,
        onlyActive,
      );
    },

    /** Which of these usernames and emails are already taken (emails compared lowercased). */
    async taken(usernames: string[], emails: string[]): Promise<{ usernames: Set<string>; emails: Set<string> }> {
      const rows = await db.$queryRawUnsafe<{ username: string; email: string }[]>(
        `SELECT username, email FROM ${table} WHERE username = ANY($1::text[]) OR email = ANY($2::text[])`,
        usernames,
        emails,
      );
      const u = new Set(usernames);
      const e = new Set(emails);
      return {
        usernames: new Set(rows.map((r) => r.username).filter((x) => u.has(x))),
        emails: new Set(rows.map((r) => r.email).filter((x) => e.has(x))),
      };
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;

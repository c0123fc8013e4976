import type { MemberStats, MemberStatus } from "@gym/contracts";
import { BULK_TRANSACTION } from "../../db/bulk-transaction.ts";
import { qualified } from "../../db/pool.ts";
import { readRows } from "../../db/tenant-reads.ts";
import { likePattern } from "../../lib/like-pattern.ts";
import type { DataContext } from "../context.ts";
import { type DataRightsStatements, dataRightsStatements } from "./data-rights/repository.ts";
import { insertRows, type TryInsert } from "./insert-repository.ts";
import { type MemberRow, type NewMemberRow, withFrozen } from "./member-rows.ts";

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

import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";

export interface AuditFilter {
  userId?: number | undefined;
  area?: string | undefined;
  memberId?: number | undefined;
  /** Days of the gym's calendar, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditChangeRow {
  table_name: string;
  row_id: string | null;
  operation: "INSERT" | "UPDATE" | "DELETE";
  member_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditEntryRow {
  id: string;
  at: Date;
  user_id: number | null;
  username: string | null;
  role: string;
  user_agent: string;
  ip: string;
  method: string;
  path: string;
  area: string;
  entity_table: string;
  entity_id: string | null;
  member_id: number | null;
  member_name: string | null;
  changes: AuditChangeRow[];
}

export interface StaffRow {
  id: number;
  username: string;
  full_name: string;
}

/** Where an export batch continues from: after this entry in newest-first order (exclusive). */
export interface AuditCursor {
  at: Date;
  id: string;
}

/**
 * The trail's reads (decision 0333): filtered and paged in SQL, newest first, on the indexes of migration
 * 20261203150000_audit_trail (`at DESC, id DESC`; a member's entries through audit_changes_member_idx).
 * Nothing here writes the trail: the database writes it (audit_row()) and refuses any change to it.
 */
export function auditRepository({ db, schema }: DataContext) {
  const entries = qualified(schema, "audit_entries");
  const changes = qualified(schema, "audit_changes");
  const members = qualified(schema, "members");

  /**
   * `$1`..`$6`: user, area, member, from, to, the gym's time zone. A member's entries are found first,
   * through audit_changes_member_idx (a few hundred at most), then sorted; without a member the newest are
   * read in `at` order and filtered.
   */
  const from = (f: AuditFilter) =>
    f.memberId === undefined
      ? `${entries} e`
      : `(SELECT DISTINCT c.entry_id FROM ${changes} c WHERE c.member_id = $3::int) AS picked
         JOIN ${entries} e ON e.id = picked.entry_id`;
  const where = `($1::int IS NULL OR e.user_id = $1::int)
    AND ($2::text IS NULL OR e.area = $2::text)
    AND ($3::int IS NULL OR e.id IS NOT NULL)
    AND ($4::date IS NULL OR e.at >= ($4::date::timestamp AT TIME ZONE $6::text))
    AND ($5::date IS NULL OR e.at < (($5::date + 1)::timestamp AT TIME ZONE $6::text))`;
  const columns = `e.id::text AS id, e.at, e.user_id, e.username, e.role, e.user_agent, e.ip, e.method, e.path, e.area,
    e.entity_table, e.entity_id, e.member_id, nullif(trim(m.first_name || ' ' || m.last_name), '') AS member_name,
    coalesce((SELECT json_agg(json_build_object('table_name', c.table_name, 'row_id', c.row_id,
                'operation', c.operation, 'member_id', c.member_id, 'before', c.before, 'after', c.after) ORDER BY c.id)
                FROM ${changes} c WHERE c.entry_id = e.id), '[]'::json) AS changes`;
  const params = (f: AuditFilter, timeZone: string) => [
    f.userId ?? null,
    f.area ?? null,
    f.memberId ?? null,
    f.from ?? null,
    f.to ?? null,
    timeZone,
  ];

  return {
    /** One page, newest first; ask for one row more than shown to know whether another page follows. */
    page(f: AuditFilter, timeZone: string, limit: number, offset: number): Promise<AuditEntryRow[]> {
      return db.$queryRawUnsafe<AuditEntryRow[]>(
        `SELECT ${columns} FROM ${from(f)} LEFT JOIN ${members} m ON m.id = e.member_id
          WHERE ${where} ORDER BY e.at DESC, e.id DESC LIMIT $7 OFFSET $8`,
        ...params(f, timeZone),
        limit,
        offset,
      );
    },

    /** The export's next batch, newest first, after the cursor (keyset: never the whole trail in memory). */
    exportBatch(f: AuditFilter, timeZone: string, after: AuditCursor | null, size: number): Promise<AuditEntryRow[]> {
      return db.$queryRawUnsafe<AuditEntryRow[]>(
        `SELECT ${columns} FROM ${from(f)} LEFT JOIN ${members} m ON m.id = e.member_id
          WHERE ${where} AND ($7::timestamptz IS NULL OR (e.at, e.id) < ($7::timestamptz, $8::bigint))
          ORDER BY e.at DESC, e.id DESC LIMIT $9`,
        ...params(f, timeZone),
        after?.at ?? null,
        after?.id ?? null,
        size,
      );
    },

    /** The gym's staff accounts (a handful), for the staff filter. */
    staff(): Promise<StaffRow[]> {
      return db.$queryRawUnsafe<StaffRow[]>(
        `SELECT id, username, full_name FROM ${qualified(schema, "staff_users")} ORDER BY full_name, id`,
      );
    },
  };
}

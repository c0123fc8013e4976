import type { FreezeRequestStatus } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { FreezeSql } from "../../attendance/freezes/repository.ts";
import type { DataContext } from "../../context.ts";

/** A member's freeze request with the member's and the deciding staff's names (decision 0344). */
export interface FreezeRequestRow {
  id: number;
  member_id: number;
  member_code: string;
  member_name: string;
  from_date: string;
  to_date: string;
  reason: string;
  status: FreezeRequestStatus;
  decline_reason: string;
  freeze_id: number | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

export function freezeRequestsRepository({ db, schema, now }: DataContext) {
  const requests = qualified(schema, "freeze_requests");
  const members = qualified(schema, "members");
  const staff = qualified(schema, "staff_users");
  const statusType = qualified(schema, "freeze_request_status");
  const select = `SELECT r.id, r.member_id, m.member_id AS member_code, (m.first_name || ' ' || m.last_name) AS member_name,
      to_char(r.from_date, 'YYYY-MM-DD') AS from_date, to_char(r.to_date, 'YYYY-MM-DD') AS to_date, r.reason,
      r.status::text AS status, r.decline_reason, r.freeze_id, r.created_at, r.decided_at, s.full_name AS decided_by
    FROM ${requests} r JOIN ${members} m ON m.id = r.member_id LEFT JOIN ${staff} s ON s.id = r.decided_by_id`;

  return {
    /** Newest first, filtered by status, one page. */
    async page(status: FreezeRequestStatus | undefined, page: number, pageSize: number) {
      const where = status ? `WHERE r.status = $3::${statusType}` : "";
      const params: unknown[] = [pageSize, (page - 1) * pageSize, ...(status ? [status] : [])];
      const [rows, counted] = await Promise.all([
        db.$queryRawUnsafe<FreezeRequestRow[]>(
          `${select} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
          ...params,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM ${requests} r ${status ? `WHERE r.status = $1::${statusType}` : ""}`,
          ...(status ? [status] : []),
        ),
      ]);
      return { count: counted[0]?.count ?? 0, rows };
    },

    async find(id: number, sql: FreezeSql = db): Promise<FreezeRequestRow | null> {
      return (await sql.$queryRawUnsafe<FreezeRequestRow[]>(`${select} WHERE r.id = $1`, id))[0] ?? null;
    },

    /** The member's latest requests, newest first (their page). */
    ofMember(memberId: number, limit: number): Promise<FreezeRequestRow[]> {
      return db.$queryRawUnsafe<FreezeRequestRow[]>(
        `${select} WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
        memberId,
        limit,
      );
    },

    /** A new PENDING request; null when the member already has one pending (freeze_requests_one_pending_idx). */
    async insert(r: { memberId: number; from: string; to: string; reason: string }): Promise<number | null> {
      const rows = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO ${requests} (member_id, from_date, to_date, reason, created_at, updated_at)
         VALUES ($1, $2::date, $3::date, $4, $5::timestamptz, $5::timestamptz)
         ON CONFLICT (member_id) WHERE status = 'PENDING' DO NOTHING RETURNING id`,
        r.memberId,
        r.from,
        r.to,
        r.reason,
        now(),
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Decides a PENDING request (approve with the freeze it made, or decline with a reason), inside the
     * caller's transaction when `sql` is given. False when it was no longer pending (another staff won).
     */
    async decide(
      id: number,
      d: { status: "APPROVED" | "DECLINED"; freezeId?: number; declineReason?: string; staffUserId: number },
      sql: FreezeSql = db,
    ): Promise<boolean> {
      const rows = await sql.$queryRawUnsafe<{ id: number }[]>(
        `UPDATE ${requests} SET status = $2::${statusType}, freeze_id = $3, decline_reason = $4, decided_at = $5::timestamptz,
                decided_by_id = (SELECT id FROM ${staff} WHERE id = $6), updated_at = $5::timestamptz
          WHERE id = $1 AND status = 'PENDING' RETURNING id`,
        id,
        d.status,
        d.freezeId ?? null,
        d.declineReason ?? "",
        now(),
        d.staffUserId,
      );
      return rows.length === 1;
    },

    /** Locks a request for its decision (two staff deciding at once: one after the other). */
    async lock(id: number, sql: FreezeSql): Promise<FreezeRequestStatus | null> {
      const rows = await sql.$queryRawUnsafe<{ status: FreezeRequestStatus }[]>(
        `SELECT status::text AS status FROM ${requests} WHERE id = $1 FOR UPDATE`,
        id,
      );
      return rows[0]?.status ?? null;
    },
  };
}

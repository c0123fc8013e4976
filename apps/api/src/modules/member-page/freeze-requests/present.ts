import { type FreezeRequest, freezeDays } from "@gym/contracts";
import type { FreezeRequestRow } from "./repository.ts";

export function toFreezeRequest(row: FreezeRequestRow): FreezeRequest {
  return {
    id: row.id,
    member_id: row.member_id,
    member_code: row.member_code,
    member_name: row.member_name,
    from_date: row.from_date,
    to_date: row.to_date,
    days: freezeDays(row.from_date, row.to_date),
    reason: row.reason,
    status: row.status,
    decline_reason: row.decline_reason,
    freeze_id: row.freeze_id,
    requested_at: row.created_at.toISOString(),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    decided_by: row.decided_by,
  };
}

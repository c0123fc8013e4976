import { type FreezeState, frozenDays, lastFrozenDay, type MemberFreeze } from "@gym/contracts";
import type { FreezeRow } from "./repository.ts";

/** Where a freeze stands on `today`: cancelled (ended before it began), upcoming, frozen now, or over. */
export function freezeState(row: FreezeRow, today: string): FreezeState {
  const last = lastFrozenDay(row);
  if (last === null) return "CANCELLED";
  if (today < row.from_date) return "UPCOMING";
  return today <= last ? "FROZEN" : "OVER";
}

/** A stored freeze as the API answers it. */
export function toFreeze(row: FreezeRow, today: string): MemberFreeze {
  return {
    id: row.id,
    member_id: row.member_id,
    from_date: row.from_date,
    to_date: row.to_date,
    last_frozen_day: lastFrozenDay(row),
    days: frozenDays(row),
    reason: row.reason,
    state: freezeState(row, today),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
    ended_on: row.ended_on,
    ended_at: row.ended_at?.toISOString() ?? null,
    ended_by: row.ended_by,
  };
}

import { type CheckIn, type CheckInVia, clockTime, type DoorColour } from "@gym/contracts";
import type { CheckInRow } from "./sql.ts";

/** A stored check-in as lists and the desk show it; the time in the gym's clock. */
export function toCheckIn(row: CheckInRow, timeZone: string): CheckIn {
  return {
    id: row.id,
    member_id: row.member_id,
    member_code: row.member_code,
    member_name: row.member_name,
    checked_in_at: row.checked_in_at.toISOString(),
    time: clockTime(row.checked_in_at, timeZone),
    day: row.day,
    staff_name: row.staff_name,
    device: row.device,
    via: row.via as CheckInVia,
    door_colour: row.door_colour as DoorColour,
    door_reason: row.door_reason,
    override_reason: row.override_reason,
  };
}

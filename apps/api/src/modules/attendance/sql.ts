import { qualified } from "../../db/pool.ts";

/** SQL shared by the attendance repositories: a check-in row as lists and the desk read it. */

export interface CheckInRow {
  id: number;
  member_id: number;
  member_code: string;
  member_name: string;
  checked_in_at: Date;
  day: string;
  staff_name: string | null;
  device: string;
  via: string;
  door_colour: string;
  door_reason: string;
  override_reason: string | null;
  phone: string;
}

/** Columns of `c` (check_ins) with its member `m` and staff user `su` (LEFT JOIN). */
export const CHECK_IN_COLUMNS = `c.id, c.member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
  m.phone, c.checked_in_at, to_char(c.day, 'YYYY-MM-DD') AS day, su.full_name AS staff_name, c.device, c.via::text AS via,
  c.door_colour::text AS door_colour, c.door_reason, c.override_reason`;

/** `FROM <check-ins> c JOIN members m LEFT JOIN staff_users su`, with the check-ins as a table or a CTE's name. */
export function checkInJoins(schema: string, checkIns = qualified(schema, "check_ins")): string {
  return `${checkIns} c JOIN ${qualified(schema, "members")} m ON m.id = c.member_id
    LEFT JOIN ${qualified(schema, "staff_users")} su ON su.id = c.staff_user_id`;
}

/** The digits of a member's phone, as the index members_phone_digits_idx is defined (migration). */
export const PHONE_DIGITS = `regexp_replace(m.phone, '\\D', '', 'g')`;

import { isRole, type StaffAccount } from "@gym/contracts";
import type { StaffRow } from "./repository.ts";

/** A staff_users row as the Staff screen shows it (never its password hash). */
export function toStaffAccount(row: StaffRow): StaffAccount {
  if (!isRole(row.role)) throw new Error(`staff user ${row.id} has no known role`);
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    phone: row.phone,
    role: row.role,
    trainer_id: row.trainer_id,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

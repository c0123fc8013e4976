import type { Role } from "@gym/contracts";
import type { DataContext } from "../context.ts";

const select = {
  id: true,
  username: true,
  full_name: true,
  phone: true,
  role: true,
  trainer_id: true,
  is_active: true,
  created_at: true,
} as const;

export interface StaffRow {
  id: number;
  username: string;
  full_name: string;
  phone: string;
  role: string;
  trainer_id: number | null;
  is_active: boolean;
  created_at: Date;
}

export interface StaffWrite {
  username: string;
  full_name: string;
  phone: string;
  role: Role;
  trainer_id: number | null;
  password_hash: string;
}

/**
 * A gym's staff accounts and door devices (issue 25 §1-§2): rows of staff_users. A gym has a handful of
 * accounts, so lists are whole. Changing `password_hash`, `is_active` or `role` ends the user's sessions in
 * the database (the trigger of migrations 20261126090000 and 20261203090000).
 */
export function staffAccountsRepository({ db }: DataContext) {
  return {
    /** People's accounts (doors: true for door devices), owners first, then by name. */
    list(doors: boolean): Promise<StaffRow[]> {
      return db.staffUser.findMany({
        where: doors ? { role: "DOOR" } : { role: { not: "DOOR" } },
        select,
        orderBy: [{ is_active: "desc" }, { id: "asc" }],
      });
    },

    byId(id: number): Promise<(StaffRow & { password_hash: string }) | null> {
      return db.staffUser.findUnique({ where: { id }, select: { ...select, password_hash: true } });
    },

    create(row: StaffWrite): Promise<StaffRow> {
      return db.staffUser.create({ data: row, select });
    },

    update(
      id: number,
      data: Partial<Pick<StaffWrite, "full_name" | "phone" | "role" | "trainer_id" | "password_hash">> & {
        is_active?: boolean;
      },
    ): Promise<StaffRow> {
      return db.staffUser.update({ where: { id }, data, select });
    },

    /** A TRAINER account's trainer (null when it names none). */
    trainerIdOf(userId: number): Promise<number | null> {
      return db.staffUser
        .findUnique({ where: { id: userId }, select: { trainer_id: true } })
        .then((row) => row?.trainer_id ?? null);
    },

    trainerExists(id: number): Promise<boolean> {
      return db.trainer.count({ where: { id } }).then((n) => n > 0);
    },
  };
}

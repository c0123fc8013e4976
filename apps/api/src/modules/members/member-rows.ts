import type { Gender, MemberStatus } from "@gym/contracts";
import { frozenUntilSql } from "../attendance/freezes/repository.ts";

// A member's row as the members' statements read and insert it: the columns read and the fields inserted
// (the statements are in repository.ts and insert-repository.ts).

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
export const COLUMNS = `id, member_id, username, email, first_name, last_name, phone, gender::text AS gender,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, address, emergency_contact, status::text AS status,
  to_char(joining_date, 'YYYY-MM-DD') AS joining_date, to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date,
  (renewal_date - $1::date) AS days_left, profile_photo, gstin,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** COLUMNS and the member's "Frozen until" today (issue 24 §4), for statements on the unaliased table. */
export const withFrozen = (schema: string) =>
  `${COLUMNS}, ${frozenUntilSql(schema, "members", "$1::date")} AS frozen_until`;

/** A member to insert: the read row's own fields (dates as YYYY-MM-DD) and what only an insert sets. */
export type NewMemberRow = Pick<
  MemberRow,
  | "username"
  | "email"
  | "first_name"
  | "last_name"
  | "phone"
  | "gender"
  | "date_of_birth"
  | "address"
  | "emergency_contact"
  | "joining_date"
  | "renewal_date"
  | "profile_photo"
> & {
  password_hash: string;
  notes: string;
  /** Default ACTIVE. */
  status?: MemberStatus;
  /** The membership plan (issue 10, decision 0192): optional; the gym's default fills in. */
  plan_name?: string | null;
  plan_amount?: string | null;
  /** The catalogue plan (decision 0290); plan_name and plan_amount are then its copies. */
  plan_id?: number | null;
  /** The payer's GSTIN (decision 0222), checked by the contracts. */
  gstin?: string | null;
};

export const INSERT_FIELDS = [
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

import type { BulkCreatedMember } from "@gym/contracts";
import { toCsv } from "@gym/contracts";

/** Formula-like text is neutralised by the one shared helper every CSV/spreadsheet writer uses. */
export { csvCell } from "@gym/contracts";

const HEADER = ["name", "member_id", "username", "email", "phone", "default_password"] as const;

/** The created members' sign-in details, for the owner to hand out (the passwords are not shown again). */
export function credentialsCsv(members: readonly BulkCreatedMember[]): string {
  return toCsv([HEADER, ...members.map((member) => HEADER.map((key) => String(member[key] ?? "")))]);
}

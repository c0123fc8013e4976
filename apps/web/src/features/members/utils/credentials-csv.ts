import type { BulkCreatedMember } from "@gym/contracts";

const HEADER = ["name", "member_id", "username", "email", "phone", "default_password"] as const;

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The created members' sign-in details, for the owner to hand out (the passwords are not shown again). */
export function credentialsCsv(members: readonly BulkCreatedMember[]): string {
  const lines = [HEADER.join(",")];
  for (const member of members) lines.push(HEADER.map((key) => csvCell(String(member[key] ?? ""))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

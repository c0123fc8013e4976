import type { AuditEntry } from "@gym/contracts";
import type { AuditEntryRow } from "./repository.ts";

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    user_id: row.user_id,
    username: row.username,
    role: row.role,
    user_agent: row.user_agent,
    ip: row.ip,
    method: row.method,
    path: row.path,
    area: row.area,
    entity_table: row.entity_table,
    entity_id: row.entity_id,
    member_id: row.member_id,
    member_name: row.member_name,
    changes: row.changes.map((c) => ({
      table: c.table_name,
      row_id: c.row_id,
      operation: c.operation,
      member_id: c.member_id,
      before: c.before,
      after: c.after,
    })),
  };
}

/** A change's kept values as one line of text ("amount_paid: 500, status: ACTIVE"), for the CSV. */
export function valuesText(values: Record<string, unknown> | null): string {
  if (!values) return "";
  return Object.entries(values)
    .map(
      ([key, value]) =>
        `${key}: ${value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join(", ");
}

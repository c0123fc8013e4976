import {
  AUDIT_MONEY_FIELDS,
  type AuditChange,
  type AuditEntriesResponse,
  type AuditEntry,
  type AuditExportQuery,
} from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { formatRupees } from "./amount.ts";
import { apiRequest } from "./api-client.ts";
import { formatDate } from "./calendar-date.ts";

/**
 * GET /api/audit/entries/ (designed, decision 0333): the audit trail, filtered and paged on the server.
 * The one client of this endpoint (issue 22 §5): the Audit Trail screen and the member profile's trail
 * tab read it through here, under one key root.
 */
export const AUDIT_ENTRIES_PATH = "/api/audit/entries/";

export type AuditFilters = Partial<Pick<AuditExportQuery, "user_id" | "area" | "member_id" | "from" | "to">>;
export interface AuditPageQuery extends AuditFilters {
  page: number;
  page_size: number;
}

export const auditKeys = {
  all: ["audit"] as const,
  list: (query: AuditPageQuery) => [...auditKeys.all, "list", query] as const,
};

export function getAuditEntries(query: AuditPageQuery, signal?: AbortSignal): Promise<AuditEntriesResponse> {
  return apiRequest<AuditEntriesResponse>(AUDIT_ENTRIES_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const auditEntriesQueryOptions = (query: AuditPageQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditEntries(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditEntries(query: AuditPageQuery) {
  return useQuery(auditEntriesQueryOptions(query));
}

/** "amount_paid" → "Amount paid". */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (AUDIT_MONEY_FIELDS.has(field) && (typeof value === "number" || typeof value === "string")) {
    return formatRupees(value);
  }
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

const OPERATION_WORDS = { INSERT: "Added", UPDATE: "Changed", DELETE: "Removed" } as const;

/**
 * One change as lines of text: what happened to which row, then each kept value that moved
 * ("Status: ACTIVE → SUSPENDED"), money in rupees and days as dates.
 */
export function changeLines(change: AuditChange): string[] {
  const head = `${OPERATION_WORDS[change.operation]} ${fieldLabel(change.table)}${change.row_id ? ` #${change.row_id}` : ""}`;
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const lines = fields.flatMap((field) => {
    const was = before[field];
    const is = after[field];
    if (change.operation === "UPDATE" && JSON.stringify(was) === JSON.stringify(is)) return [];
    if (change.operation === "INSERT")
      return is === null || is === undefined ? [] : [`${fieldLabel(field)}: ${valueText(field, is)}`];
    if (change.operation === "DELETE") return [`${fieldLabel(field)} was ${valueText(field, was)}`];
    return [`${fieldLabel(field)}: ${valueText(field, was)} → ${valueText(field, is)}`];
  });
  return [head, ...lines];
}

/** "Owner (OWNER)" or the user's id when the account is gone. */
export const staffText = (entry: Pick<AuditEntry, "username" | "user_id" | "role">) =>
  `${entry.username ?? `User ${entry.user_id ?? "?"}`} · ${entry.role}`;

import { AUDIT_AREAS, type AuditArea } from "@gym/contracts";
import type { AuditFilters } from "../../../lib/audit-entries.ts";
import { isIsoDay } from "../../../lib/typed-date.ts";

const positive = (text: string | null) =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/** The screen's filters as the URL keeps them (?user_id=&area=&member_id=&from=&to=&page=); unknown values are dropped. */
export function filtersFromSearch(params: URLSearchParams): AuditFilters & { page: number } {
  const area = params.get("area");
  const from = params.get("from");
  const to = params.get("to");
  const filters: AuditFilters & { page: number } = { page: positive(params.get("page")) ?? 1 };
  const userId = positive(params.get("user_id"));
  const memberId = positive(params.get("member_id"));
  if (userId) filters.user_id = userId;
  if (memberId) filters.member_id = memberId;
  if (area && (AUDIT_AREAS as readonly string[]).includes(area)) filters.area = area as AuditArea;
  if (from && isIsoDay(from)) filters.from = from;
  if (to && isIsoDay(to)) filters.to = to;
  return filters;
}

/** The URL's search for filters (page 1 is left out). */
export function searchFromFilters(filters: AuditFilters & { page?: number }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

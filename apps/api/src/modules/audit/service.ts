import type { AuditEntriesQuery, AuditEntriesResponse, AuditExportQuery } from "@gym/contracts";
import type { AreaContext } from "../context.ts";
import { toAuditEntry } from "./present.ts";
import { type AuditFilter, auditRepository } from "./repository.ts";

export function filterOf(q: AuditExportQuery): AuditFilter {
  return { userId: q.user_id, area: q.area, memberId: q.member_id, from: q.from, to: q.to };
}

/** One page of the trail, newest first (decision 0333: `has_next` instead of counting a large table). */
export async function listAuditEntries(
  ctx: AreaContext,
  q: AuditEntriesQuery,
): Promise<Omit<AuditEntriesResponse, "success">> {
  const repo = auditRepository(ctx);
  const [rows, staff] = await Promise.all([
    repo.page(filterOf(q), ctx.timeZone, q.page_size + 1, (q.page - 1) * q.page_size),
    repo.staff(),
  ]);
  return {
    page: q.page,
    page_size: q.page_size,
    has_next: rows.length > q.page_size,
    entries: rows.slice(0, q.page_size).map(toAuditEntry),
    staff,
  };
}

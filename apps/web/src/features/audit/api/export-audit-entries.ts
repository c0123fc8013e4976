import { useMutation } from "@tanstack/react-query";
import { downloadFile, saveFile } from "../../../lib/api-download.ts";
import type { AuditFilters } from "../../../lib/audit-entries.ts";

/** GET /api/audit/entries/export/ (designed, decision 0333): the filtered trail as CSV (decision 0091's cells). */
export const EXPORT_AUDIT_PATH = "/api/audit/entries/export/";

export async function exportAuditEntries(filters: AuditFilters): Promise<void> {
  saveFile(await downloadFile(EXPORT_AUDIT_PATH, { ...filters }, "audit-trail.csv"));
}

export function useExportAuditEntries() {
  return useMutation({ mutationFn: exportAuditEntries });
}

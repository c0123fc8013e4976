import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/attendance/check-ins/export/ (designed, decision 0252): a range's check-ins as CSV. */
export const EXPORT_CHECK_INS_PATH = "/api/attendance/check-ins/export/";

export interface ExportRange {
  from: string;
  to: string;
}

/** The CSV's text (the server streams it; the screen saves it as a file). */
export function exportCheckIns(range: ExportRange): Promise<string> {
  return apiRequest<string>(EXPORT_CHECK_INS_PATH, { query: { ...range } });
}

export function useExportCheckIns() {
  return useMutation({ mutationFn: exportCheckIns });
}

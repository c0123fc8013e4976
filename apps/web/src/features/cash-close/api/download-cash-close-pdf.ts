import { useMutation } from "@tanstack/react-query";
import { downloadFile, saveFile } from "../../../lib/api-download.ts";

/** GET /api/cash-close/days/{date}/pdf/ (designed, decision 0329): the day on one page. */
export const cashClosePdfPath = (date: string) => `/api/cash-close/days/${date}/pdf/`;

export async function downloadCashClosePdf(date: string): Promise<void> {
  saveFile(await downloadFile(cashClosePdfPath(date), {}, `cash-close-${date}.pdf`));
}

export function useDownloadCashClosePdf() {
  return useMutation({ mutationFn: downloadCashClosePdf });
}

import { useMutation } from "@tanstack/react-query";
import { downloadInvoice } from "../../../lib/invoices.ts";

/** An invoice's PDF (GET /api/expenses/invoices/{id}/download/, its one client src/lib/invoices.ts), saved as a file. */
export function useDownloadMemberInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}

import { useQuery } from "@tanstack/react-query";
import { type InvoicesQuery, invoicesQueryOptions } from "../../../lib/invoices.ts";

/** GET /api/expenses/invoices/ through its one client (src/lib/invoices.ts): invoices[], newest first. */
export function useInvoices(query: InvoicesQuery, enabled = true) {
  return useQuery({ ...invoicesQueryOptions(query), enabled });
}

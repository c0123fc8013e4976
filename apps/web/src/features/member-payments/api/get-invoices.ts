import type { ListInvoicesResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/invoices/ (part 2 §7): invoices[], newest first. */
export const INVOICES_PATH = "/api/expenses/invoices/";

export interface InvoicesQuery {
  search?: string;
  member_id?: number;
}

export function getInvoices(query: InvoicesQuery, signal?: AbortSignal) {
  return apiRequest<ListInvoicesResponse>(INVOICES_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: paymentKeys.invoices(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(query: InvoicesQuery, enabled = true) {
  return useQuery({ ...invoicesQueryOptions(query), enabled });
}

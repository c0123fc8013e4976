import type { CashClosesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cashCloseKeys } from "./query-keys.ts";

/** GET /api/cash-close/closes/?month=YYYY-MM (designed, decision 0329): the month's closes, a manager's and the owner's. */
export const CASH_CLOSES_PATH = "/api/cash-close/closes/";

export function getCashCloses(month: string, signal?: AbortSignal): Promise<CashClosesResponse> {
  return apiRequest<CashClosesResponse>(CASH_CLOSES_PATH, { query: { month }, ...(signal ? { signal } : {}) });
}

export const cashClosesQueryOptions = (month: string) =>
  queryOptions({ queryKey: cashCloseKeys.month(month), queryFn: ({ signal }) => getCashCloses(month, signal) });

export function useCashCloses(month: string, enabled = true) {
  return useQuery({ ...cashClosesQueryOptions(month), enabled });
}

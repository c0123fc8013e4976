import type { RenewalsResponse, RenewalWindow } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/renewals/ (designed, decision 0346): the renewals worklist. */
export const RENEWALS_PATH = "/api/expenses/member-payments/renewals/";

export interface RenewalsFilter {
  within: RenewalWindow;
  page: number;
}

export function getRenewals(query: RenewalsFilter, signal?: AbortSignal) {
  return apiRequest<RenewalsResponse>(RENEWALS_PATH, { query: { within: query.within, page: query.page }, signal });
}

export const renewalsQueryOptions = (query: RenewalsFilter) =>
  queryOptions({
    queryKey: paymentKeys.renewals(query),
    queryFn: ({ signal }) => getRenewals(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRenewals(query: RenewalsFilter) {
  return useQuery(renewalsQueryOptions(query));
}

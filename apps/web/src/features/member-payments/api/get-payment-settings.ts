import type { PaymentSettingsResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/payment-settings/ (designed, decision 0187). */
export const PAYMENT_SETTINGS_PATH = "/api/expenses/payment-settings/";

export function getPaymentSettings(signal?: AbortSignal) {
  return apiRequest<PaymentSettingsResponse>(PAYMENT_SETTINGS_PATH, signal ? { signal } : {});
}

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.settings(),
    queryFn: ({ signal }) => getPaymentSettings(signal),
    staleTime: 60_000,
  });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}

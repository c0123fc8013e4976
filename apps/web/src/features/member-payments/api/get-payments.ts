import { useQuery } from "@tanstack/react-query";
import { type PaymentsQuery, paymentsQueryOptions } from "../../../lib/member-payment-records.ts";

/** GET /api/expenses/member-payments/ through its one client (src/lib/member-payment-records.ts). */
export type { PaymentsQuery } from "../../../lib/member-payment-records.ts";

export function usePayments(query: PaymentsQuery) {
  return useQuery(paymentsQueryOptions(query));
}

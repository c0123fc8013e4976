import type { PaymentSettingsInput, PaymentSettingsResponse } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** PUT /api/expenses/payment-settings/update/ (designed, decision 0187): the whole form. */
export const UPDATE_PAYMENT_SETTINGS_PATH = "/api/expenses/payment-settings/update/";

export function updatePaymentSettings(body: PaymentSettingsInput) {
  return apiRequest<PaymentSettingsResponse>(UPDATE_PAYMENT_SETTINGS_PATH, { method: "PUT", body });
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentKeys.settings(), answer);
      // UPI links and the default plan change what the other views show.
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

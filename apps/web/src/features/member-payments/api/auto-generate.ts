import type { AutoGenerateResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/member-payments/auto-generate/ (part 2 §7) → summary{created_overdue, created_upcoming}. */
export const AUTO_GENERATE_PATH = "/api/expenses/member-payments/auto-generate/";

export function autoGenerate() {
  return apiRequest<AutoGenerateResponse>(AUTO_GENERATE_PATH, { method: "POST", body: {} });
}

export function useAutoGenerate() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: autoGenerate, onSuccess: () => invalidate() });
}

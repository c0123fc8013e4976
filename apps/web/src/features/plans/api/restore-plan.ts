import type { PlanSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePlans } from "./use-invalidate-plans.ts";

/** POST /api/members/plans/{id}/restore/ (decision 0290): offered again. */
export const restorePlanPath = (id: number) => `/api/members/plans/${id}/restore/`;

export function restorePlan(id: number): Promise<PlanSavedResponse> {
  return apiRequest<PlanSavedResponse>(restorePlanPath(id), { method: "POST", body: {} });
}

export function useRestorePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: restorePlan, onSuccess: invalidate });
}

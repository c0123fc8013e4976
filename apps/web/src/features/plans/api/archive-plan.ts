import type { PlanSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePlans } from "./use-invalidate-plans.ts";

/** POST /api/members/plans/{id}/archive/ (decision 0290): no longer offered; its members keep it. */
export const archivePlanPath = (id: number) => `/api/members/plans/${id}/archive/`;

export function archivePlan(id: number): Promise<PlanSavedResponse> {
  return apiRequest<PlanSavedResponse>(archivePlanPath(id), { method: "POST", body: {} });
}

export function useArchivePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: archivePlan, onSuccess: invalidate });
}

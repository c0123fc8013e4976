import type { PlanFormInput, PlanSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePlans } from "./use-invalidate-plans.ts";

/** PATCH /api/members/plans/{id}/ (decision 0290): the plan's fields in full; its members' amounts follow. */
export const updatePlanPath = (id: number) => `/api/members/plans/${id}/`;

export function updatePlan({ id, ...body }: PlanFormInput & { id: number }): Promise<PlanSavedResponse> {
  return apiRequest<PlanSavedResponse>(updatePlanPath(id), { method: "PATCH", body });
}

export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: updatePlan, onSuccess: invalidate });
}

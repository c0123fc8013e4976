import type { PlanFormInput, PlanSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { PLANS_PATH } from "../../../lib/plans-list.ts";
import { useInvalidatePlans } from "./use-invalidate-plans.ts";

/** POST /api/members/plans/ (designed, decision 0290): name, duration, price, admission fee, GST. The list's path, written once in src/lib. */
export function createPlan(body: PlanFormInput): Promise<PlanSavedResponse> {
  return apiRequest<PlanSavedResponse>(PLANS_PATH, { method: "POST", body });
}

export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: createPlan, onSuccess: invalidate });
}

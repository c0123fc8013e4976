import type { ListPlansResponse, Plan } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { formatRupees } from "./amount.ts";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/members/plans/ (designed, decision 0290): the gym's plan catalogue. The one client of this
 * endpoint (issue 22 §5): the Plans screen and Add New Member's plan select read it through here, under
 * one key root, so a plan saved on one reloads the other.
 */
export const PLANS_PATH = "/api/members/plans/";

export const planKeys = {
  all: ["plans"] as const,
  list: (isActive?: boolean) => [...planKeys.all, "list", isActive ?? "all"] as const,
};

export function getPlans(isActive?: boolean, signal?: AbortSignal): Promise<ListPlansResponse> {
  return apiRequest<ListPlansResponse>(PLANS_PATH, {
    ...(isActive === undefined ? {} : { query: { is_active: String(isActive) } }),
    ...(signal ? { signal } : {}),
  });
}

export const plansQueryOptions = (isActive?: boolean) =>
  queryOptions({ queryKey: planKeys.list(isActive), queryFn: ({ signal }) => getPlans(isActive, signal) });

/** Every plan (active first), for the Plans screen. */
export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** "Quarterly · 3 months · ₹2,700.00": a plan as a choice names its term and what each bill charges. */
export const planOptionLabel = (p: Pick<Plan, "name" | "duration_label" | "amount">) =>
  `${p.name} · ${p.duration_label} · ${formatRupees(p.amount)}`;

export interface PlanOption {
  value: string;
  label: string;
  plan: Plan;
}

/** The plans offered (active), as choices for Add New Member and the profile. */
export function usePlanOptions() {
  return useQuery({
    ...plansQueryOptions(true),
    select: (answer): PlanOption[] =>
      answer.plans.map((p) => ({ value: String(p.id), label: planOptionLabel(p), plan: p })),
  });
}

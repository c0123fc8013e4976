import { toAmount } from "./amount.ts";

/**
 * Part 1 §9: "Plan tier by amount when no plan name: 5000 or more Platinum, 3000 or more Gold,
 * else Silver; display order Platinum, Gold, Silver." Part 1 §3 lists the fields a record may carry:
 * membership_type, plan_name, subscription_type (names) and amount, fees, price (amounts).
 */
export const PLAN_TIERS = ["Platinum", "Gold", "Silver"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const PLATINUM_FROM = 5000;
export const GOLD_FROM = 3000;

export interface PlanFields {
  membership_type?: string | null;
  plan_name?: string | null;
  subscription_type?: string | null;
  amount?: number | string | null;
  fees?: number | string | null;
  price?: number | string | null;
}

export function tierForAmount(value: number | string | null | undefined): PlanTier {
  const amount = toAmount(value);
  if (amount >= PLATINUM_FROM) return "Platinum";
  if (amount >= GOLD_FROM) return "Gold";
  return "Silver";
}

/** The plan name as given, else the tier of the first amount present (amount, then fees, then price). */
export function planLabel(record: PlanFields): string {
  const name = [record.membership_type, record.plan_name, record.subscription_type].find(
    (value) => typeof value === "string" && value.trim() !== "",
  );
  if (name) return name.trim();
  return tierForAmount(record.amount ?? record.fees ?? record.price);
}

/** Sort key in the display order Platinum, Gold, Silver; named plans that are no tier come after. */
export function planDisplayRank(label: string): number {
  const index = PLAN_TIERS.findIndex((tier) => tier.toLowerCase() === label.trim().toLowerCase());
  return index === -1 ? PLAN_TIERS.length : index;
}

export function comparePlans(a: string, b: string): number {
  return planDisplayRank(a) - planDisplayRank(b) || a.localeCompare(b);
}

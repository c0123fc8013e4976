import { RATE_TYPES, type Trainer, type TrainerRate } from "@gym/contracts";
import { formatRupees } from "../../../lib/amount.ts";

export interface RateGroup {
  trainer: { id: number; name: string; is_active: boolean };
  rates: TrainerRate[];
}

const typeOrder = (rate: TrainerRate) => RATE_TYPES.indexOf(rate.rate_type);
const byName = (a: RateGroup, b: RateGroup) =>
  a.trainer.name.localeCompare(b.trainer.name, "en-IN", { sensitivity: "base" }) || a.trainer.id - b.trainer.id;

/**
 * Part 2 §2 "rates grouped per trainer": one group per trainer with rates, plus each active trainer
 * that has none yet (so a charge can be added right there); rates in the order hour → 6 months.
 */
export function groupRates(
  rates: TrainerRate[],
  activeTrainers: Pick<Trainer, "id" | "name" | "is_active">[],
): RateGroup[] {
  const groups = new Map<number, RateGroup>();
  for (const rate of rates) {
    const group = groups.get(rate.trainer) ?? {
      trainer: { id: rate.trainer, name: rate.trainer_name, is_active: rate.trainer_is_active },
      rates: [],
    };
    group.rates.push(rate);
    groups.set(rate.trainer, group);
  }
  for (const t of activeTrainers) {
    if (!groups.has(t.id)) groups.set(t.id, { trainer: { id: t.id, name: t.name, is_active: t.is_active }, rates: [] });
  }
  for (const group of groups.values()) group.rates.sort((a, b) => typeOrder(a) - typeOrder(b));
  return [...groups.values()].sort(byName);
}

/** Rupees in Indian grouping; another currency as its code and the amount. */
export function rateAmountText(rate: Pick<TrainerRate, "amount" | "currency">): string {
  return rate.currency === "INR" ? formatRupees(rate.amount) : `${rate.currency} ${rate.amount}`;
}

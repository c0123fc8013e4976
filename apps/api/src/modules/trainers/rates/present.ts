import type { RateType, TrainerRate } from "@gym/contracts";
import type { RateRow } from "./repository.ts";

export function toRate(row: RateRow): TrainerRate {
  return {
    id: row.id,
    trainer: row.trainer_id,
    trainer_name: row.trainer.name,
    trainer_is_active: row.trainer.is_active,
    rate_type: row.rate_type as RateType,
    amount: row.amount.toFixed(2),
    currency: row.currency,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

import {
  createRateFields,
  DEFAULT_CURRENCY,
  DEFAULT_RATE_TYPE,
  RATE_TYPE_LABELS,
  RATE_TYPES,
  type RateType,
  type TrainerRate,
} from "@gym/contracts";
import type { RateInput } from "../api/save-rate.ts";

/** The add/edit rate form (part 2 §5); the trainer is the Select's value text. */
export interface RateFormValues {
  trainer_id: string;
  rate_type: RateType;
  amount: number | string;
  currency: string;
}

export const RATE_TYPE_OPTIONS = RATE_TYPES.map((value) => ({ value, label: RATE_TYPE_LABELS[value] }));

/** Defaults of part 2 §9: rate type month, currency INR. */
export function emptyRateForm(trainerId: number | null = null): RateFormValues {
  return {
    trainer_id: trainerId ? String(trainerId) : "",
    rate_type: DEFAULT_RATE_TYPE,
    amount: "",
    currency: DEFAULT_CURRENCY,
  };
}

export function rateFormFrom(rate: TrainerRate): RateFormValues {
  return { trainer_id: String(rate.trainer), rate_type: rate.rate_type, amount: rate.amount, currency: rate.currency };
}

/** The form kit checks the values with the server's schema (its messages: 'Trainer is required', ...). */
export const rateFormSchema = createRateFields;

export function toRateInput(values: RateFormValues): RateInput {
  return {
    trainer_id: Number(values.trainer_id),
    rate_type: values.rate_type,
    amount: String(values.amount).trim(),
    currency: values.currency.trim().toUpperCase() || DEFAULT_CURRENCY,
  };
}

import { authFields, blankToUndefined, dbId, dbIdWith, formBoolean, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { money } from "../../money.ts";
import { RATE_TYPE_INVALID } from "./messages.ts";
import { page, pageOf, pageSize } from "./paging.ts";
import { trainerIdFilter } from "./trainers.ts";

/** Part 2 §3, §5, §9: trainer rates. */
export const RATE_TYPES = ["hour", "day", "month", "3month", "6month"] as const;
export const rateType = z.enum(RATE_TYPES, { error: RATE_TYPE_INVALID });
export type RateType = z.infer<typeof rateType>;
export const RATE_TYPE_LABELS: Record<RateType, string> = {
  hour: "Per hour",
  day: "Per day",
  month: "Per month",
  "3month": "3 months",
  "6month": "6 months",
};
export const DEFAULT_RATE_TYPE: RateType = "month";
export const DEFAULT_CURRENCY = "INR";

/** Blank, null or absent is INR (part 2 §9), so the document marks it optional. */
const currency = z.preprocess(
  (v) => (typeof v === "string" ? blankToUndefined(v.trim().toUpperCase()) : blankToUndefined(v)),
  z.string().max(3, { error: "Currency must be at most 3 characters" }).default(DEFAULT_CURRENCY),
);

/** POST create. `trainer` is accepted as an alias of `trainer_id` (the entity's field name). */
export const createRateFields = z.object({
  trainer_id: z.preprocess(blankToUndefined, dbIdWith({ required: "Trainer is required" })),
  rate_type: z.preprocess(blankToUndefined, rateType.default(DEFAULT_RATE_TYPE)),
  amount: money({ field: "Amount" }),
  currency,
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type CreateRateFields = z.infer<typeof createRateFields>;
export type RateFormInput = z.input<typeof createRateFields>;
const withTrainerAlias = (v: unknown) => {
  if (v && typeof v === "object" && !("trainer_id" in v) && "trainer" in v) {
    return { ...(v as object), trainer_id: (v as { trainer: unknown }).trainer };
  }
  return v;
};
export const createRateBody = z.preprocess(withTrainerAlias, createRateFields.extend(authFields));

/** PUT update: trainer and rate type are locked (part 2 §5); when sent they must be the same. */
export const updateRateFields = z.object({
  trainer_id: z.preprocess(blankToUndefined, dbId.optional()),
  rate_type: z.preprocess(blankToUndefined, rateType.optional()),
  amount: money({ field: "Amount" }),
  currency,
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type UpdateRateFields = z.infer<typeof updateRateFields>;
export const updateRateBody = z.preprocess(withTrainerAlias, updateRateFields.extend(authFields));

export const patchRateBody = z.object({ ...authFields, is_active: formBoolean });

export const trainerRate = z.object({
  id: z.number().int(),
  trainer: z.number().int(),
  trainer_name: z.string(),
  trainer_is_active: z.boolean(),
  rate_type: rateType,
  amount: z.string(),
  currency: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TrainerRate = z.infer<typeof trainerRate>;

export const listRatesQuery = z.object({
  ...authFields,
  trainer: trainerIdFilter,
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
  page,
  page_size: pageSize(200, 500),
});
export type ListRatesQuery = z.input<typeof listRatesQuery>;
export const listRatesResponse = pageOf(trainerRate);
export type ListRatesResponse = z.infer<typeof listRatesResponse>;
export const rateResponse = successMessageBody({ rate: trainerRate });
export type RateResponse = z.infer<typeof rateResponse>;

import {
  type CreateRateFields,
  RATE_DUPLICATE,
  RATE_LOCKED_FIELDS,
  RATE_NOT_FOUND,
  TRAINER_INACTIVE,
  TRAINER_NOT_FOUND,
  type TrainerRate,
  type UpdateRateFields,
} from "@gym/contracts";
import { isForeignKeyViolation, isUniqueViolation } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { trainersRepository } from "../trainers/repository.ts";
import { toRate } from "./present.ts";
import { type RateChanges, ratesRepository } from "./repository.ts";

/** Part 2 §8: the rate screen shows the first `non_field_errors` entry; field errors name the field. */
const trainerError = (message: string) => badRequest(message, { trainer_id: [message] });
const nonFieldError = (message: string) => badRequest(message, { non_field_errors: [message] });

export async function listRates(
  ctx: AreaContext,
  query: { trainer?: number; is_active?: boolean; page: number; page_size: number },
) {
  const { count, rows } = await ratesRepository(ctx).page(query, query.page, query.page_size);
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toRate) };
}

/** Only active trainers are selectable (part 2 §5); one rate per trainer and type (decision 0122). */
export async function createRate(ctx: AreaContext, fields: CreateRateFields): Promise<TrainerRate> {
  const trainer = await trainersRepository(ctx).find(fields.trainer_id);
  if (!trainer) throw trainerError(TRAINER_NOT_FOUND);
  if (!trainer.is_active) throw trainerError(TRAINER_INACTIVE);
  try {
    const row = await ratesRepository(ctx).create({
      trainer_id: fields.trainer_id,
      rate_type: fields.rate_type,
      amount: fields.amount,
      currency: fields.currency,
      is_active: fields.is_active ?? true,
    });
    return toRate(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nonFieldError(RATE_DUPLICATE);
    if (isForeignKeyViolation(error)) throw trainerError(TRAINER_NOT_FOUND);
    throw error;
  }
}

/** Trainer and rate type are locked on edit (part 2 §5): sent values must match the rate's. */
export async function updateRate(ctx: AreaContext, id: number, fields: UpdateRateFields): Promise<TrainerRate> {
  const repo = ratesRepository(ctx);
  const before = await repo.find(id);
  if (!before) throw notFound(RATE_NOT_FOUND);
  if (
    (fields.trainer_id !== undefined && fields.trainer_id !== before.trainer_id) ||
    (fields.rate_type !== undefined && fields.rate_type !== before.rate_type)
  ) {
    throw nonFieldError(RATE_LOCKED_FIELDS);
  }
  const changes: RateChanges = { amount: fields.amount, currency: fields.currency };
  if (fields.is_active !== undefined) changes.is_active = fields.is_active;
  const row = await repo.update(id, changes);
  if (!row) throw notFound(RATE_NOT_FOUND);
  return toRate(row);
}

export async function setRateActive(ctx: AreaContext, id: number, isActive: boolean): Promise<TrainerRate> {
  const row = await ratesRepository(ctx).update(id, { is_active: isActive });
  if (!row) throw notFound(RATE_NOT_FOUND);
  return toRate(row);
}

export async function deleteRate(ctx: AreaContext, id: number): Promise<void> {
  if (!(await ratesRepository(ctx).remove(id))) throw notFound(RATE_NOT_FOUND);
}

import {
  gstRateOf,
  PLAN_NAME_TAKEN,
  PLAN_NOT_ACTIVE,
  PLAN_NOT_FOUND,
  type Plan,
  type PlanFields,
  planCharge,
  planTermDays,
} from "@gym/contracts";
import { uniqueOrConflict } from "../../lib/db-errors.ts";
import { badRequest, notFound } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { toPlan } from "./present.ts";
import { type PlanRow, type PlanWrite, plansRepository, type Sql } from "./repository.ts";

/** The GST rate added to prices without GST: the gym's (or the default) when it has a GSTIN, else none. */
async function gstRate(ctx: AreaContext): Promise<number | null> {
  const s = await plansRepository(ctx).gstRate();
  if (!s?.gstin) return null;
  return gstRateOf(s.gst_rate === null ? null : Number(s.gst_rate));
}

export async function listPlans(ctx: AreaContext, isActive?: boolean): Promise<Plan[]> {
  const [rows, rate] = await Promise.all([plansRepository(ctx).list(isActive), gstRate(ctx)]);
  return rows.map((r) => toPlan(r, rate));
}

async function existing(ctx: AreaContext, id: number): Promise<PlanRow> {
  const row = await plansRepository(ctx).find(id);
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

export async function getPlan(ctx: AreaContext, id: number): Promise<Plan> {
  return toPlan(await existing(ctx, id), await gstRate(ctx));
}

function toWrite(f: PlanFields): PlanWrite {
  const months = f.duration_months ?? null;
  return {
    name: f.name,
    duration_months: months,
    duration_days: planTermDays(months, f.duration_days ?? 0),
    price: f.price,
    admission_fee: f.admission_fee ?? null,
    gst_included: f.gst_included,
  };
}

export async function createPlan(ctx: AreaContext, fields: PlanFields): Promise<Plan> {
  const id = await uniqueOrConflict(PLAN_NAME_TAKEN, () => plansRepository(ctx).create(toWrite(fields)));
  return getPlan(ctx, id);
}

/**
 * PATCH: the plan's fields in full. Its members' plan_name and plan_amount follow (decision 0290): their
 * next bills charge the new price; bills already made keep theirs.
 */
export async function updatePlan(ctx: AreaContext, id: number, fields: PlanFields): Promise<Plan> {
  const write = toWrite(fields);
  const amount = planCharge(write.price, write.gst_included, await gstRate(ctx));
  const updated = await uniqueOrConflict(PLAN_NAME_TAKEN, () => plansRepository(ctx).update(id, write, amount));
  if (!updated) throw notFound(PLAN_NOT_FOUND);
  return getPlan(ctx, id);
}

/**
 * The gym's GST changed (its rate or whether it has a GSTIN): the members of plans whose price excludes GST
 * take the plan's charge at the new rate, in the settings' transaction (decision 0294). Bills already made
 * keep their amounts, as on a plan's PATCH (decision 0290 §4).
 */
export async function repriceForGst(
  ctx: AreaContext,
  tx: Sql,
  gst: { gstin: string | null; gst_rate: number | null },
): Promise<void> {
  const repo = plansRepository(ctx);
  const rate = gst.gstin ? gstRateOf(gst.gst_rate) : null;
  const plans = await repo.gstExcluded(tx);
  await repo.repriceMembers(
    tx,
    plans.map((p) => ({ id: p.id, amount: planCharge(p.price, false, rate) })),
  );
}

/** Archive (no longer offered; its members keep it) or restore. */
export async function setPlanActive(ctx: AreaContext, id: number, isActive: boolean): Promise<Plan> {
  if (!(await plansRepository(ctx).setActive(id, isActive))) throw notFound(PLAN_NOT_FOUND);
  return getPlan(ctx, id);
}

/** What a member on a plan carries (decision 0290): the plan's id, name, bill amount and term. */
export interface MemberPlan {
  plan_id: number;
  plan_name: string;
  plan_amount: string;
  term_days: number;
}

/**
 * The plan a member is put on (Add New Member, the profile, bulk upload): an active plan of the catalogue,
 * or the member's current plan even once archived (`current`). Refused with the field's error otherwise.
 */
export async function planForMember(ctx: AreaContext, planId: number, current?: number | null): Promise<MemberPlan> {
  const row = await plansRepository(ctx).find(planId);
  if (!row) throw badRequest(PLAN_NOT_FOUND, { errors: { plan_id: PLAN_NOT_FOUND } });
  if (!row.is_active && current !== planId) throw badRequest(PLAN_NOT_ACTIVE, { errors: { plan_id: PLAN_NOT_ACTIVE } });
  return toMemberPlan(row, await gstRate(ctx));
}

function toMemberPlan(row: PlanRow, rate: number | null): MemberPlan {
  return {
    plan_id: row.id,
    plan_name: row.name,
    plan_amount: planCharge(row.price, row.gst_included, rate),
    term_days: row.duration_days,
  };
}

/** Active plans by name, for the bulk upload's `plan` column. */
export async function activePlansByName(ctx: AreaContext): Promise<Map<string, MemberPlan>> {
  const [rows, rate] = await Promise.all([plansRepository(ctx).list(true), gstRate(ctx)]);
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), toMemberPlan(r, rate)]));
}

import { type Plan, planCharge, planDurationLabel } from "@gym/contracts";
import type { PlanRow } from "./repository.ts";

/** A plan as the contracts answer it; `gstRate` is the rate added to a price without GST (null: none). */
export function toPlan(row: PlanRow, gstRate: number | null): Plan {
  return {
    id: row.id,
    name: row.name,
    duration_months: row.duration_months,
    duration_days: row.duration_days,
    duration_label: planDurationLabel(row.duration_months, row.duration_days),
    price: row.price,
    admission_fee: row.admission_fee,
    gst_included: row.gst_included,
    amount: planCharge(row.price, row.gst_included, gstRate),
    admission_amount: row.admission_fee === null ? null : planCharge(row.admission_fee, row.gst_included, gstRate),
    is_active: row.is_active,
    member_count: row.member_count,
    created_at: row.created_at.toISOString(),
  };
}

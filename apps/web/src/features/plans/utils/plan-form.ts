import { PLAN_MONTHS, type Plan, type PlanFormInput } from "@gym/contracts";

/** The plan form's values (decision 0290): the duration is one select, 1/3/6/12 months or "days". */
export interface PlanFormValues {
  name: string;
  duration: string;
  days: string;
  price: string;
  admission_fee: string;
  gst_included: boolean;
}

export const DAYS_CHOICE = "days";

export const DURATION_OPTIONS = [
  ...PLAN_MONTHS.map((m) => ({
    value: String(m),
    label: m === 1 ? "1 month (30 days)" : `${m} months (${termOf(m)} days)`,
  })),
  { value: DAYS_CHOICE, label: "A number of days" },
];

function termOf(months: number): number {
  return { 1: 30, 3: 90, 6: 180, 12: 365 }[months] ?? 30;
}

export function emptyPlanForm(): PlanFormValues {
  return { name: "", duration: "1", days: "", price: "", admission_fee: "", gst_included: true };
}

export function planFormFrom(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    duration: plan.duration_months === null ? DAYS_CHOICE : String(plan.duration_months),
    days: plan.duration_months === null ? String(plan.duration_days) : "",
    price: plan.price,
    admission_fee: plan.admission_fee ?? "",
    gst_included: plan.gst_included,
  };
}

/** What the form sends: one of the two durations; an empty admission fee is none. */
export function toPlanPayload(v: PlanFormValues): PlanFormInput {
  const byDays = v.duration === DAYS_CHOICE;
  return {
    name: v.name,
    ...(byDays ? { duration_days: v.days } : { duration_months: v.duration }),
    price: v.price,
    admission_fee: v.admission_fee,
    gst_included: v.gst_included,
  };
}

/** The form field of each payload key the form names differently. */
export const PLAN_FIELD_OF = { duration_months: "duration", duration_days: "days" };

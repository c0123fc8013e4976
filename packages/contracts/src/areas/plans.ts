import { authFields, blankToUndefined, formBoolean, requiredText, successBody, successMessageBody } from "../common.ts";
import { daysText } from "../dates.ts";
import { z } from "../messages.ts";
import { money, optionalMoney, paiseToText, percentOfPaise, toPaise } from "../money.ts";

// The plan catalogue (issue 23 §4, decision 0290): what a gym sells, each plan a name, a duration, a
// price, an optional one-time admission fee and whether the price includes GST. Paths under
// /api/members/plans/ (designed).

// ---- texts ----
export const PLAN_NAME_REQUIRED = "Plan name is required";
export const PLAN_NAME_TAKEN = "A plan with this name already exists";
export const PLAN_NOT_FOUND = "Plan not found";
export const PLAN_NOT_ACTIVE = "This plan is archived. Choose an active plan.";
export const PLAN_DURATION_REQUIRED = "Choose a duration: 1, 3, 6 or 12 months, or a number of days";
export const PLAN_PRICE_INVALID = "Price must be an amount in rupees above 0";
export const PLAN_CREATED = "Plan created successfully";
export const PLAN_UPDATED = "Plan updated successfully";
export const PLAN_ARCHIVED = "Plan archived. Members on it keep it until their plan is changed.";
export const PLAN_RESTORED = "Plan restored successfully";
export const FETCH_PLANS_FAILED = "Failed to fetch plans. Please try again.";
export const SAVE_PLAN_FAILED = "Failed to save plan. Please try again.";
export const ARCHIVE_PLAN_FAILED = "Failed to archive plan. Please try again.";
export const planArchiveWarning = (name: string, members: number) =>
  `${name} will no longer be offered on Add New Member. ${members} member(s) on it keep it, and are billed as before, until their plan is changed.`;

// ---- durations (decision 0240 §1) ----

/** The month choices and their terms in days: a plan of "1 month" is 30 days, 3 months 90, 6 180, 12 365. */
export const PLAN_MONTH_TERMS = { 1: 30, 3: 90, 6: 180, 12: 365 } as const;
export type PlanMonths = keyof typeof PLAN_MONTH_TERMS;
export const PLAN_MONTHS = [1, 3, 6, 12] as const satisfies readonly PlanMonths[];
export const PLAN_DAYS_MAX = 3650;
export const PLAN_NAME_MAX = 100;

const isPlanMonths = (n: number): n is PlanMonths => (PLAN_MONTHS as readonly number[]).includes(n);

/** The term in days of a plan of `months` months or `days` days (decision 0240 §1). */
export function planTermDays(months: number | null, days: number): number {
  return months !== null && isPlanMonths(months) ? PLAN_MONTH_TERMS[months] : days;
}

/** "1 month", "3 months", "45 days". */
export function planDurationLabel(months: number | null, days: number): string {
  if (months !== null) return months === 1 ? "1 month" : `${months} months`;
  return daysText(days);
}

/**
 * What a bill charges for a price (decision 0290): the price itself when it includes GST (prices are
 * GST-inclusive, decision 0186) or the gym charges no GST (`gstRate` null: no GSTIN); else the price
 * plus GST at the gym's rate, rounded half up to the paisa.
 */
export function planCharge(price: string, gstIncluded: boolean, gstRate: number | null): string {
  const paise = toPaise(price);
  if (gstIncluded || gstRate === null || gstRate <= 0) return paiseToText(paise);
  return paiseToText(paise + percentOfPaise(paise, gstRate));
}

// ---- requests ----

/** Exactly one of the two durations. */
function oneDuration(v: { duration_months?: number; duration_days?: number }, ctx: z.RefinementCtx) {
  if ((v.duration_months === undefined) === (v.duration_days === undefined))
    ctx.addIssue({ code: "custom", path: ["duration_months"], message: PLAN_DURATION_REQUIRED });
}

/** POST /api/members/plans/ and PATCH /api/members/plans/{id}/: the plan's fields in full. */
export const planFields = z
  .object({
    name: requiredText("name", PLAN_NAME_MAX, PLAN_NAME_REQUIRED),
    /** 1, 3, 6 or 12; or leave it out and give `duration_days`. */
    duration_months: z.preprocess(
      blankToUndefined,
      z
        .union([z.number(), z.string()], { error: PLAN_DURATION_REQUIRED })
        .transform((v, ctx) => {
          const n = typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
          if (!isPlanMonths(n)) {
            ctx.addIssue({ code: "custom", message: PLAN_DURATION_REQUIRED });
            return z.NEVER;
          }
          return n;
        })
        .optional(),
    ),
    /** A plan of N days (1 to 3650) when `duration_months` is not given. */
    duration_days: z.preprocess(
      blankToUndefined,
      z
        .union([z.number(), z.string()], { error: PLAN_DURATION_REQUIRED })
        .transform((v, ctx) => {
          const n = typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
          if (!Number.isInteger(n) || n < 1 || n > PLAN_DAYS_MAX) {
            ctx.addIssue({
              code: "custom",
              message: `duration_days must be a whole number from 1 to ${PLAN_DAYS_MAX}`,
            });
            return z.NEVER;
          }
          return n;
        })
        .optional(),
    ),
    price: money({ field: "price", min: 0, exclusiveMin: true, message: PLAN_PRICE_INVALID }),
    /** One-time, on the member's first bill only. */
    admission_fee: optionalMoney({ field: "admission_fee" }),
    /** True (the default): the price includes GST. False: GST at the gym's rate is added to each bill. */
    gst_included: z.preprocess(blankToUndefined, formBoolean.default(true)),
  })
  .superRefine(oneDuration);
export type PlanFields = z.infer<typeof planFields>;
export type PlanFormInput = z.input<typeof planFields>;
export const planBody = z.object({ ...planFields.shape, ...authFields }).superRefine(oneDuration);

export const listPlansQuery = z.object({
  ...authFields,
  /** Absent: every plan; true: the ones offered (Add New Member's select); false: the archived. */
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});

/** POST {id}/archive/ and {id}/restore/: only the auth fields. */
export const planActionBody = z.object(authFields).nullish();

// ---- responses ----

export const plan = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1, 3, 6 or 12; null for a plan of N days. */
  duration_months: z.number().int().nullable(),
  /** The term in days (decision 0240 §1): 30, 90, 180, 365, or N. */
  duration_days: z.number().int(),
  duration_label: z.string(),
  /** Rupees, exact decimal text. */
  price: z.string(),
  admission_fee: z.string().nullable(),
  gst_included: z.boolean(),
  /** What each bill charges: the price, plus GST when it is not included and the gym charges GST. */
  amount: z.string(),
  /** What the first bill adds once, on the same GST rule; null without an admission fee. */
  admission_amount: z.string().nullable(),
  is_active: z.boolean(),
  /** Members (not archived) on the plan. */
  member_count: z.number().int(),
  created_at: z.string(),
});
export type Plan = z.infer<typeof plan>;

export const listPlansResponse = successBody({ plans: z.array(plan), count: z.number().int() });
export type ListPlansResponse = z.infer<typeof listPlansResponse>;
export const planResponse = successBody({ plan });
export type PlanResponse = z.infer<typeof planResponse>;
export const planSavedResponse = successMessageBody({ plan });
export type PlanSavedResponse = z.infer<typeof planSavedResponse>;

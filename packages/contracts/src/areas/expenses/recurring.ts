import {
  authFields,
  blankToUndefined,
  formBoolean,
  optionalIsoDate,
  optionalText,
  requiredText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { PAYMENT_METHODS } from "../member-payments/index.ts";
import { EXPENSE_TEXT_MAX, expenseCategoryType } from "./categories.ts";
import { requiredAmount, requiredId, upperEnum } from "./fields.ts";
import {
  EXPENSE_END_BEFORE_START,
  EXPENSE_FILL_REQUIRED_FIELDS,
  NEXT_DUE_AFTER_END,
  NEXT_DUE_BEFORE_START,
} from "./messages.ts";
import { RECURRING_FREQUENCIES } from "./schedule.ts";

export const recurringFrequency = z.enum(RECURRING_FREQUENCIES);
/** Part 2 §9: frequency MONTHLY, auto_generate true. */
export const DEFAULT_RECURRING_FREQUENCY = "MONTHLY" as const;
export const RECURRING_NAME_MAX = 200;

/**
 * POST create/ and PUT {id}/update/ (part 2 §7): category, name, description, amount, frequency,
 * start_date, next_due_date, auto_generate, end_date. Missing start_date is today and missing
 * next_due_date one period after the start (the server fills both in; decision 0163).
 */
const recurringBase = z.object({
  category: requiredId,
  name: requiredText("name", RECURRING_NAME_MAX, EXPENSE_FILL_REQUIRED_FIELDS),
  description: optionalText(EXPENSE_TEXT_MAX),
  amount: requiredAmount,
  frequency: upperEnum(RECURRING_FREQUENCIES, DEFAULT_RECURRING_FREQUENCY),
  /** Designed (decision 0162): how the posted expenses are paid. */
  payment_method: upperEnum(PAYMENT_METHODS, "CASH"),
  start_date: optionalIsoDate,
  next_due_date: optionalIsoDate,
  end_date: optionalIsoDate,
  auto_generate: z.preprocess(blankToUndefined, formBoolean.default(true)),
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});

function checkDates(
  body: { start_date?: string; end_date?: string; next_due_date?: string },
  ctx: z.RefinementCtx,
): void {
  const { start_date: start, end_date: end, next_due_date: next } = body;
  if (start && end && end < start)
    ctx.addIssue({ code: "custom", path: ["end_date"], message: EXPENSE_END_BEFORE_START });
  if (start && next && next < start)
    ctx.addIssue({ code: "custom", path: ["next_due_date"], message: NEXT_DUE_BEFORE_START });
  if (end && next && next > end) ctx.addIssue({ code: "custom", path: ["next_due_date"], message: NEXT_DUE_AFTER_END });
}

export const recurringExpenseFields = recurringBase.superRefine(checkDates);
export type RecurringExpenseFields = z.infer<typeof recurringExpenseFields>;
export type RecurringExpenseFormInput = z.input<typeof recurringExpenseFields>;
export const recurringExpenseBody = recurringBase.extend(authFields).superRefine(checkDates);

export const recurringExpense = z.object({
  id: z.number().int(),
  category: z.number().int(),
  category_name: z.string(),
  category_type: expenseCategoryType,
  name: z.string(),
  description: z.string(),
  amount: z.number(),
  frequency: recurringFrequency,
  payment_method: z.enum(PAYMENT_METHODS),
  start_date: z.string(),
  end_date: z.string().nullable(),
  next_due_date: z.string(),
  last_generated_date: z.string().nullable(),
  auto_generate: z.boolean(),
  is_active: z.boolean(),
  /** Designed: next_due_date minus the gym's today (negative = Overdue; 0-3 = Due Soon; part 2 §4). */
  days_until_due: z.number().int(),
  /** Designed: expenses this schedule has posted. */
  posted_count: z.number().int(),
  created_at: z.string(),
});
export type RecurringExpense = z.infer<typeof recurringExpense>;

export const listRecurringResponse = successBody({
  recurring_expenses: z.array(recurringExpense),
  message: z.string(),
});
export type ListRecurringResponse = z.infer<typeof listRecurringResponse>;
export const recurringResponse = successMessageBody({
  recurring_expense: recurringExpense,
  /** Due dates posted by this save (a schedule saved with a due date today or earlier posts at once). */
  posted: z.number().int(),
});

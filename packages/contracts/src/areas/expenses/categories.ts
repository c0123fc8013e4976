import {
  authFields,
  blankToUndefined,
  formBoolean,
  optionalText,
  requiredText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { upperEnum } from "./fields.ts";
import { EXPENSE_CATEGORY_NAME_REQUIRED } from "./messages.ts";

/** Part 2 §3 "Expense category": the types, each with a label, an icon and a colour (decision 0160). */
export const EXPENSE_CATEGORY_TYPES = [
  "MEMBER_PAYMENT",
  "TRAINER_SALARY",
  "EQUIPMENT",
  "UTILITIES",
  "MAINTENANCE",
  "MARKETING",
  "RENT",
  "INSURANCE",
  "OTHER",
] as const;
export type ExpenseCategoryType = (typeof EXPENSE_CATEGORY_TYPES)[number];

/** `icon` names a Tabler icon (the web maps the name to the component); `color` is a Mantine colour. */
export const EXPENSE_CATEGORY_TYPE_META: Record<ExpenseCategoryType, { label: string; icon: string; color: string }> = {
  MEMBER_PAYMENT: { label: "Member Payment", icon: "users", color: "teal" },
  TRAINER_SALARY: { label: "Trainer Salary", icon: "user-star", color: "blue" },
  EQUIPMENT: { label: "Equipment", icon: "barbell", color: "orange" },
  UTILITIES: { label: "Utilities", icon: "bolt", color: "yellow" },
  MAINTENANCE: { label: "Maintenance", icon: "tool", color: "grape" },
  MARKETING: { label: "Marketing", icon: "speakerphone", color: "pink" },
  RENT: { label: "Rent", icon: "building", color: "indigo" },
  INSURANCE: { label: "Insurance", icon: "shield", color: "cyan" },
  OTHER: { label: "Other", icon: "dots", color: "gray" },
};

/** Part 2 §9: a new category is of type OTHER and not income. */
export const DEFAULT_EXPENSE_CATEGORY_TYPE: ExpenseCategoryType = "OTHER";
export const EXPENSE_CATEGORY_NAME_MAX = 100;
export const EXPENSE_TEXT_MAX = 2000;

export const expenseCategoryType = z.enum(EXPENSE_CATEGORY_TYPES);

/** POST create/ and PUT {id}/update/ (part 2 §7): name, description, category_type, is_income. */
export const expenseCategoryFields = z.object({
  name: requiredText("name", EXPENSE_CATEGORY_NAME_MAX, EXPENSE_CATEGORY_NAME_REQUIRED),
  description: optionalText(EXPENSE_TEXT_MAX),
  category_type: upperEnum(EXPENSE_CATEGORY_TYPES, DEFAULT_EXPENSE_CATEGORY_TYPE),
  is_income: z.preprocess(blankToUndefined, formBoolean.default(false)),
  /** Not in the documented body; absent keeps the category as it is (new ones are active). */
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export type ExpenseCategoryFields = z.infer<typeof expenseCategoryFields>;
export type ExpenseCategoryFormInput = z.input<typeof expenseCategoryFields>;
export const expenseCategoryBody = expenseCategoryFields.extend(authFields);

/** DELETE {id}/delete/: body auth and `force_delete` (false in the documented client; never deletes rows). */
export const deleteExpenseCategoryBody = z
  .object({ ...authFields, force_delete: z.preprocess(blankToUndefined, formBoolean.optional()) })
  .nullish();

export const expenseCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_type: expenseCategoryType,
  category_type_label: z.string(),
  is_income: z.boolean(),
  is_active: z.boolean(),
  transaction_count: z.number().int(),
  /** Designed: recurring expenses in the category (a category with any cannot be deleted either). */
  recurring_count: z.number().int(),
  /** Designed: the category member-payment receipts are booked to (decision 0161). */
  for_member_payments: z.boolean(),
  created_at: z.string(),
});
export type ExpenseCategory = z.infer<typeof expenseCategory>;

export const listExpenseCategoriesQuery = z.object({
  ...authFields,
  is_active: z.preprocess(blankToUndefined, formBoolean.optional()),
});
export const listExpenseCategoriesResponse = successBody({
  categories: z.array(expenseCategory),
  message: z.string(),
});
export type ListExpenseCategoriesResponse = z.infer<typeof listExpenseCategoriesResponse>;
export const expenseCategoryResponse = successMessageBody({
  category: expenseCategory,
});
export const expenseDeletedResponse = successMessageBody({
  id: z.number().int(),
});

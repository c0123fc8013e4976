import {
  authFields,
  blankToUndefined,
  optionalIsoDate,
  optionalText,
  requiredText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { PAYMENT_METHODS } from "../member-payments/index.ts";
import { EXPENSE_TEXT_MAX, expenseCategoryType } from "./categories.ts";
import { checkRange, optionalId, requiredAmount, requiredDate, requiredId, upperEnum } from "./fields.ts";
import { EXPENSE_FILL_REQUIRED_FIELDS } from "./messages.ts";

/** Part 2 §3: INCOME or EXPENSE (the documented list filter sends them lower-cased). */
export const TRANSACTION_TYPES = ["INCOME", "EXPENSE"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const transactionType = z.enum(TRANSACTION_TYPES);
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = { INCOME: "Income", EXPENSE: "Expense" };
/** Part 2 §9: quick-amount buttons. */
export const QUICK_AMOUNTS = [100, 500, 1000, 2000, 5000, 10000] as const;
/** Part 2 §9: "quick add omits CHEQUE". */
export const QUICK_ADD_METHODS = PAYMENT_METHODS.filter((m) => m !== "CHEQUE");
/** Part 2 §2: quick add shows the first 8 categories as buttons, the rest in a select. */
export const QUICK_ADD_CATEGORY_BUTTONS = 8;
export const TRANSACTION_TITLE_MAX = 200;
export const TRANSACTION_REFERENCE_MAX = 100;
export const TRANSACTIONS_PAGE_SIZE_DEFAULT = 50;
export const TRANSACTIONS_PAGE_SIZE_MAX = 200;

const intIn = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/**
 * GET transactions/ (part 2 §7): start_date, end_date, transaction_type (lower-cased) as documented;
 * search, category, payment_method and member, which the documented client filtered after the fetch,
 * are server filters here, and the list is paged (issue 9 ¶1; decision 0164).
 */
export const listTransactionsQuery = z
  .object({
    ...authFields,
    start_date: optionalIsoDate,
    end_date: optionalIsoDate,
    transaction_type: upperEnum(TRANSACTION_TYPES).optional(),
    search: optionalText(100),
    category: optionalId,
    payment_method: upperEnum(PAYMENT_METHODS).optional(),
    member: optionalId,
    page: intIn(1, 1_000_000, 1),
    page_size: intIn(1, TRANSACTIONS_PAGE_SIZE_MAX, TRANSACTIONS_PAGE_SIZE_DEFAULT),
  })
  .superRefine(checkRange);
export type ListTransactionsQuery = z.infer<typeof listTransactionsQuery>;
/** The list's filters as the dashboard sends them (all optional). */
export type TransactionFilters = Partial<Omit<ListTransactionsQuery, "schema_name" | "token">>;

/**
 * POST create/ and PUT {id}/update/ (part 2 §5, §7, §9): type EXPENSE, method CASH and date today
 * by default; category, title and amount required ('Please fill in all required fields').
 */
export const transactionFields = z.object({
  transaction_type: upperEnum(TRANSACTION_TYPES, "EXPENSE"),
  category: requiredId,
  title: requiredText("title", TRANSACTION_TITLE_MAX, EXPENSE_FILL_REQUIRED_FIELDS),
  description: optionalText(EXPENSE_TEXT_MAX),
  amount: requiredAmount,
  payment_method: upperEnum(PAYMENT_METHODS, "CASH"),
  transaction_date: optionalIsoDate,
  member: optionalId,
  reference_number: optionalText(TRANSACTION_REFERENCE_MAX),
  notes: optionalText(EXPENSE_TEXT_MAX),
});
export type TransactionFields = z.infer<typeof transactionFields>;
export type TransactionFormInput = z.input<typeof transactionFields>;
export const transactionBody = transactionFields.extend(authFields);

/** Quick add (part 2 §5): category, amount, title and date required. */
export const quickAddFields = transactionFields.extend({
  transaction_date: requiredDate,
});

export const expenseTransaction = z.object({
  id: z.number().int(),
  category: z.number().int(),
  category_name: z.string(),
  category_type: expenseCategoryType,
  member: z.number().int().nullable(),
  member_name: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  amount: z.number(),
  transaction_type: transactionType,
  payment_method: z.enum(PAYMENT_METHODS),
  transaction_date: z.string(),
  reference_number: z.string(),
  notes: z.string(),
  /** Designed: the member-payment receipt this income came from (read-only here; decision 0161). */
  receipt_id: z.number().int().nullable(),
  /** Designed: the recurring expense that posted it. */
  recurring_expense: z.number().int().nullable(),
  created_at: z.string(),
});
export type ExpenseTransaction = z.infer<typeof expenseTransaction>;

export const listTransactionsResponse = successBody({
  transactions: z.array(expenseTransaction),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Sums of every transaction the filters match (all pages). */
  totals: z.object({ income: z.number(), expense: z.number() }),
  message: z.string(),
});
export type ListTransactionsResponse = z.infer<typeof listTransactionsResponse>;
export const transactionResponse = successMessageBody({
  transaction: expenseTransaction,
});
export const expenseDeleteBody = z.object(authFields).nullish();

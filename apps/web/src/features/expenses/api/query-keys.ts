import type { TransactionFilters } from "@gym/contracts";

/** One root key: any change to categories, the ledger or schedules reloads every expenses query. */
export const expenseKeys = {
  all: ["expenses"] as const,
  categories: () => [...expenseKeys.all, "categories"] as const,
  transactions: (filters: TransactionFilters) => [...expenseKeys.all, "transactions", filters] as const,
  recurring: () => [...expenseKeys.all, "recurring"] as const,
  summary: (start: string, end: string) => [...expenseKeys.all, "summary", start, end] as const,
  memberSummary: (start: string, end: string) => [...expenseKeys.all, "member-summary", start, end] as const,
};

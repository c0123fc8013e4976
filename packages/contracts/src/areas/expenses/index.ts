/** Expenses: categories, transactions, recurring expenses and reports (part 2 §2-§9; issue 9). */
export * from "./categories.ts";
export * from "./messages.ts";
export * from "./recurring.ts";
export * from "./reports.ts";
export * from "./schedule.ts";
export * from "./transactions.ts";

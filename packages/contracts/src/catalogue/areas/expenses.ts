import type { Endpoint } from "../types.ts";

/**
 * The expenses area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const expensesEndpoints: Endpoint[] = [
  // expenses: dashboard report summaries (part 1 §7 prose), categories, transactions, recurring, summaries (part 2 §7)
  {
    method: "GET",
    path: "/api/expenses/reports/expense-summary/",
    area: "expenses",
    permission: "money_control",
    source: 1,
  },
  {
    method: "GET",
    path: "/api/expenses/reports/member-payment-summary/",
    area: "expenses",
    permission: "money_control",
    source: 1,
  },
  {
    method: "GET",
    path: "/api/expenses/reports/gst-pack/",
    area: "expenses",
    permission: "money_control",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/transactions/export/",
    area: "expenses",
    permission: "money_control",
    source: "designed",
  },
  { method: "GET", path: "/api/expenses/categories/", area: "expenses", permission: "expense_quick_add", source: 2 },
  {
    method: "POST",
    path: "/api/expenses/categories/create/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  {
    method: "PUT",
    path: "/api/expenses/categories/{id}/update/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  {
    method: "DELETE",
    path: "/api/expenses/categories/{id}/delete/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  { method: "GET", path: "/api/expenses/transactions/", area: "expenses", permission: "money_control", source: 2 },
  {
    method: "POST",
    path: "/api/expenses/transactions/create/",
    area: "expenses",
    permission: "expense_quick_add",
    source: 2,
  },
  {
    method: "PUT",
    path: "/api/expenses/transactions/{id}/update/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  {
    method: "DELETE",
    path: "/api/expenses/transactions/{id}/delete/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  { method: "GET", path: "/api/expenses/recurring/", area: "expenses", permission: "money_control", source: 2 },
  { method: "POST", path: "/api/expenses/recurring/create/", area: "expenses", permission: "money_control", source: 2 },
  {
    method: "PUT",
    path: "/api/expenses/recurring/{id}/update/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  {
    method: "DELETE",
    path: "/api/expenses/recurring/{id}/delete/",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
  { method: "GET", path: "/api/expenses/summary", area: "expenses", permission: "money_control", source: 2 },
  {
    method: "GET",
    path: "/api/expenses/member-payment-summary",
    area: "expenses",
    permission: "money_control",
    source: 2,
  },
];

import type { ExpenseTransaction } from "@gym/contracts";
import type { TransactionRow } from "./repository.ts";

/** numeric(12,2) text as the JSON number the API answers (exact: at most 12 significant digits). */
export const rupees = (text: string) => Number(text);

export function toExpenseTransaction(row: TransactionRow): ExpenseTransaction {
  return {
    id: row.id,
    category: row.category_id,
    category_name: row.category_name,
    category_type: row.category_type,
    member: row.member_id,
    member_name: row.member_name,
    title: row.title,
    description: row.description,
    amount: rupees(row.amount),
    transaction_type: row.transaction_type,
    payment_method: row.payment_method,
    transaction_date: row.transaction_date,
    reference_number: row.reference_number,
    notes: row.notes,
    receipt_id: row.receipt_id,
    recurring_expense: row.recurring_expense_id,
    created_at: row.created_at.toISOString(),
  };
}

import type { RecurringExpense } from "@gym/contracts";
import type { RecurringRow } from "./repository.ts";

export function toRecurringExpense(row: RecurringRow): RecurringExpense {
  return {
    id: row.id,
    category: row.category_id,
    category_name: row.category_name,
    category_type: row.category_type,
    name: row.name,
    description: row.description,
    amount: Number(row.amount),
    frequency: row.frequency,
    payment_method: row.payment_method,
    start_date: row.start_date,
    end_date: row.end_date,
    next_due_date: row.next_due_date,
    last_generated_date: row.last_generated_date,
    auto_generate: row.auto_generate,
    is_active: row.is_active,
    days_until_due: row.days_until_due,
    posted_count: row.posted_count,
    created_at: row.created_at.toISOString(),
  };
}

import {
  defaultRecurringNextDue,
  type PaymentMethod,
  type RecurringExpense,
  type RecurringExpenseFormInput,
  type RecurringFrequency,
} from "@gym/contracts";

export interface RecurringFormValues {
  category: string;
  name: string;
  description: string;
  amount: string | number;
  frequency: RecurringFrequency;
  payment_method: PaymentMethod;
  start_date: string;
  next_due_date: string;
  end_date: string;
  auto_generate: boolean;
  is_active: boolean;
}

/** Part 2 §9: MONTHLY, auto-generate; §5: next due date defaults to a computed date. */
export function emptyRecurring(today: string): RecurringFormValues {
  return {
    category: "",
    name: "",
    description: "",
    amount: "",
    frequency: "MONTHLY",
    payment_method: "CASH",
    start_date: today,
    next_due_date: defaultRecurringNextDue(today, "MONTHLY"),
    end_date: "",
    auto_generate: true,
    is_active: true,
  };
}

export function valuesFromRecurring(r: RecurringExpense): RecurringFormValues {
  return {
    category: String(r.category),
    name: r.name,
    description: r.description,
    amount: r.amount,
    frequency: r.frequency,
    payment_method: r.payment_method,
    start_date: r.start_date,
    next_due_date: r.next_due_date,
    end_date: r.end_date ?? "",
    auto_generate: r.auto_generate,
    is_active: r.is_active,
  };
}

export function toRecurringPayload(v: RecurringFormValues): RecurringExpenseFormInput {
  return {
    category: v.category === "" ? undefined : Number(v.category),
    name: v.name,
    description: v.description,
    amount: typeof v.amount === "number" ? String(v.amount) : v.amount,
    frequency: v.frequency,
    payment_method: v.payment_method,
    start_date: v.start_date || undefined,
    next_due_date: v.next_due_date || undefined,
    end_date: v.end_date || undefined,
    auto_generate: v.auto_generate,
    is_active: v.is_active,
  };
}

import type { ExpenseTransaction, PaymentMethod, TransactionFormInput, TransactionType } from "@gym/contracts";

/** The create/edit form's values (part 2 §2 "Transaction form fields"); ids as Select strings. */
export interface TransactionFormValues {
  transaction_type: TransactionType;
  category: string;
  title: string;
  description: string;
  amount: string | number;
  payment_method: PaymentMethod;
  transaction_date: string;
  /** "" is 'No Member'. */
  member: string;
  reference_number: string;
  notes: string;
}

/** Part 2 §9: type EXPENSE, method CASH, date today. */
export function emptyTransaction(today: string): TransactionFormValues {
  return {
    transaction_type: "EXPENSE",
    category: "",
    title: "",
    description: "",
    amount: "",
    payment_method: "CASH",
    transaction_date: today,
    member: "",
    reference_number: "",
    notes: "",
  };
}

export function valuesFromTransaction(t: ExpenseTransaction): TransactionFormValues {
  return {
    transaction_type: t.transaction_type,
    category: String(t.category),
    title: t.title,
    description: t.description,
    amount: t.amount,
    payment_method: t.payment_method,
    transaction_date: t.transaction_date,
    member: t.member === null ? "" : String(t.member),
    reference_number: t.reference_number,
    notes: t.notes,
  };
}

/** Part 2 §5: "Member optional and sent as an integer; category sent as a whole number". */
export function toTransactionPayload(v: TransactionFormValues): TransactionFormInput {
  return {
    transaction_type: v.transaction_type,
    category: v.category === "" ? undefined : Number(v.category),
    title: v.title,
    description: v.description,
    amount: typeof v.amount === "number" ? String(v.amount) : v.amount,
    payment_method: v.payment_method,
    transaction_date: v.transaction_date,
    member: v.member === "" ? null : Number(v.member),
    reference_number: v.reference_number,
    notes: v.notes,
  };
}

/** How a member appears in the member selects (part 2 §2: "member code - full name (status)"). */
export function memberOptionLabel(m: { member_id: string; full_name: string; status: string }): string {
  return `${m.member_id} - ${m.full_name} (${m.status})`;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function RecurringExpensesPage() {
  return <NotAvailableYet title="Recurring Expenses" />;
}

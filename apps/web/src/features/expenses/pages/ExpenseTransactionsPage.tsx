import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ExpenseTransactionsPage() {
  return <NotAvailableYet title="Expense Transactions" />;
}

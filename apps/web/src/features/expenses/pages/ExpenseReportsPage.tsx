import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ExpenseReportsPage() {
  return <NotAvailableYet title="Expense Reports and Summary" />;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ExpenseCategoriesPage() {
  return <NotAvailableYet title="Expense Categories" />;
}

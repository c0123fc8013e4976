import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ProductCategoriesPage() {
  return <NotAvailableYet title="Product Categories" />;
}

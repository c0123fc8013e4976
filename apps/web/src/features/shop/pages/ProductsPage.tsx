import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ProductsPage() {
  return <NotAvailableYet title="Products Management" />;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function DietPage() {
  return <NotAvailableYet title="Diet Management" />;
}

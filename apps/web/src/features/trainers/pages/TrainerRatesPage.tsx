import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function TrainerRatesPage() {
  return <NotAvailableYet title="Trainer Charges" />;
}

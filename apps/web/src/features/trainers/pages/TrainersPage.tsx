import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function TrainersPage() {
  return <NotAvailableYet title="Trainer Management" />;
}

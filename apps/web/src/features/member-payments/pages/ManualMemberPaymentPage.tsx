import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ManualMemberPaymentPage() {
  return <NotAvailableYet title="Manual Member Payment" />;
}

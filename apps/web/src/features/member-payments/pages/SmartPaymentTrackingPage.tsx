import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function SmartPaymentTrackingPage() {
  return <NotAvailableYet title="Smart Payment Tracking" />;
}

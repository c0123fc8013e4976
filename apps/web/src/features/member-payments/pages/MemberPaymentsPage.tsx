import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function MemberPaymentsPage() {
  return <NotAvailableYet title="Member Payment History" />;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function AddMemberPage() {
  return <NotAvailableYet title="Add New Member" />;
}

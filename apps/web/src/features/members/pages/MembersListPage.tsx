import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function MembersListPage() {
  return <NotAvailableYet title="Members List" />;
}

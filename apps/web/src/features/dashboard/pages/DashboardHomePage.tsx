import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function DashboardHomePage() {
  return <NotAvailableYet title="Dashboard" />;
}

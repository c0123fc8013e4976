import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function PostStatsPage() {
  return <NotAvailableYet title="Post Statistics" />;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function PostsPage() {
  return <NotAvailableYet title="Posts Management" />;
}

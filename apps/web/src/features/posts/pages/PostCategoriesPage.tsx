import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function PostCategoriesPage() {
  return <NotAvailableYet title="Post Categories" />;
}

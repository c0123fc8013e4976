import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function BulkUploadPage() {
  return <NotAvailableYet title="Bulk Member Upload" />;
}

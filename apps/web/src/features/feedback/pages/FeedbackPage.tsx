import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function FeedbackPage() {
  return <NotAvailableYet title="Feedback Management" />;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function TrainerBookingPage() {
  return <NotAvailableYet title="Trainer Booking" />;
}

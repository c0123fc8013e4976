import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function GymImagesPage() {
  return <NotAvailableYet title="Gym Images" />;
}

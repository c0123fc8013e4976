import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

// Mounted at /dashboard/exercises/*: the nested routes of part 1 §2 (category/{id}, {exerciseId}) go here.

export default function ExercisesPage() {
  return <NotAvailableYet title="Exercise Management" />;
}

import { NotAvailableYet } from "../../../components/ui/NotAvailableYet.tsx";

export default function ExerciseAssignmentsPage() {
  return <NotAvailableYet title="Exercise Assignments" />;
}

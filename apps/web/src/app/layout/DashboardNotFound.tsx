import { NotFoundMessage } from "../../components/ui/NotFoundMessage.tsx";

/** Any /dashboard/* path that is no screen key. */
export function DashboardNotFound() {
  return <NotFoundMessage homePath="/dashboard" homeLabel="Back to dashboard" />;
}

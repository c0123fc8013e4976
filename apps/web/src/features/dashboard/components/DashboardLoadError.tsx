import { DASHBOARD_LOAD_FAILED } from "@gym/contracts";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";

/** Part 1 §2, §8: "on failure an error with a Retry button". */
export function DashboardLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <RetryAlert title="Dashboard unavailable" text={DASHBOARD_LOAD_FAILED} onRetry={onRetry} retrying={retrying} />
  );
}

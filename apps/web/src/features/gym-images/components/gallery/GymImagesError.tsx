import { FAILED_TO_FETCH_GYM_IMAGES } from "@gym/contracts";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";

interface GymImagesErrorProps {
  detail: string | null;
  retrying: boolean;
  onRetry: () => void;
}

/** Part 1 §8: 'Failed to fetch gym images', with a way to try again. */
export function GymImagesError({ detail, retrying, onRetry }: GymImagesErrorProps) {
  return (
    <RetryAlert
      title={FAILED_TO_FETCH_GYM_IMAGES}
      text={detail ?? "Please try again."}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

import { Alert, Center, Loader, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { ExerciseNotFoundError, useExercise } from "../api/get-exercise.ts";
import { BackButton } from "../components/BackButton.tsx";
import { ExerciseDetailView } from "../components/detail/ExerciseDetailView.tsx";
import { LoadFailure } from "../components/LoadFailure.tsx";
import { libraryPath } from "../utils/library-params.ts";
import { exerciseNotFound, FAILED_TO_LOAD_EXERCISE_DETAILS } from "../utils/messages.ts";

/** A list the user came from (kept in navigation state), else the exercises mode of the library. */
function useBackTarget(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === "string" && state.from.startsWith("/dashboard/exercises")
    ? state.from
    : libraryPath("exercises");
}

/** /dashboard/exercises/{exerciseId}: looked up by id, exercise_id, then name slug (part 1 §2). */
export default function ExerciseDetailPage() {
  const { exerciseId = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const backTo = useBackTarget();
  const query = useExercise(exerciseId);

  return (
    <Stack gap="md">
      <BackButton to={backTo} label="Back to exercises" />
      {query.isPending ? (
        <Center mih={240} role="status" aria-label="Loading exercise">
          <Loader aria-hidden />
        </Center>
      ) : query.isError ? (
        query.error instanceof ExerciseNotFoundError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {exerciseNotFound(exerciseId)}
          </Alert>
        ) : (
          <LoadFailure
            title={FAILED_TO_LOAD_EXERCISE_DETAILS}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <ExerciseDetailView
          detail={query.data}
          onSaved={(saved) => {
            // A renamed exercise no longer answers to its old slug: keep the page on its id.
            if (exerciseId !== String(saved.id)) {
              navigate(`/dashboard/exercises/${saved.id}`, { replace: true, state: location.state });
            }
          }}
        />
      )}
    </Stack>
  );
}

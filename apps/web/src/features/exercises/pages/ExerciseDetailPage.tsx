import { Center, Loader, Stack } from "@mantine/core";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { BackControl } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ExerciseNotFoundError, useExercise } from "../api/get-exercise.ts";
import { ExerciseDetailView } from "../components/detail/ExerciseDetailView.tsx";
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
  usePageTitle(query.data?.exercise.name ?? "Exercise");

  return (
    <Stack gap="md">
      <BackControl to={backTo} label="Back to exercises" />
      {query.isPending ? (
        <Center mih={240} role="status" aria-label="Loading exercise">
          <Loader aria-hidden />
        </Center>
      ) : query.isError ? (
        query.error instanceof ExerciseNotFoundError ? (
          <RetryAlert title={exerciseNotFound(exerciseId)} />
        ) : (
          <RetryAlert
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

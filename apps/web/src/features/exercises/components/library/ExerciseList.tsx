import { Center, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useExerciseMenu } from "../../api/get-exercise-menu.ts";
import { readListFilters } from "../../utils/library-params.ts";
import { ExerciseCard } from "./ExerciseCard.tsx";
import { ExerciseFilters } from "./ExerciseFilters.tsx";

interface ExerciseListProps {
  /** The list's fixed filter: a category or a muscle group chosen earlier. */
  scope?: { category_id?: number; muscle_group_id?: number };
  /** The spec's failure text for this list ('Failed to fetch exercises' or 'Failed to load exercises'). */
  failureText: string;
}

export function ExerciseList({ scope, failureText }: ExerciseListProps) {
  const [params] = useSearchParams();
  const filters = { ...scope, ...readListFilters(params) };
  const menu = useExerciseMenu(filters);
  const exercises = menu.data ?? [];

  return (
    <Stack gap="md">
      <ExerciseFilters />
      {menu.isPending ? (
        <Center mih={200} role="status" aria-label="Loading exercises">
          <Loader aria-hidden />
        </Center>
      ) : menu.isError ? (
        <RetryAlert title={failureText} error={menu.error} onRetry={() => void menu.refetch()} />
      ) : exercises.length === 0 ? (
        <Text c="gray.7" py="xl" ta="center">
          No exercises found
        </Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {exercises.length === 1 ? "1 exercise" : `${exercises.length} exercises`}
            {menu.isFetching ? " (updating...)" : ""}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" aria-label="Exercises" component="section">
            {exercises.map((exercise) => (
              <ExerciseCard key={exercise.id} exercise={exercise} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

import { Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router-dom";
import { useCategories } from "../api/get-categories.ts";
import { useMuscleGroups } from "../api/get-muscle-groups.ts";
import { BackButton } from "../components/BackButton.tsx";
import { LoadFailure } from "../components/LoadFailure.tsx";
import { ExerciseList } from "../components/library/ExerciseList.tsx";
import { CategoryModal } from "../components/modals/CategoryModal.tsx";
import { libraryPath } from "../utils/library-params.ts";
import {
  FAILED_TO_LOAD_CATEGORIES,
  FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS,
  FAILED_TO_LOAD_EXERCISES,
} from "../utils/messages.ts";

interface GroupHeaderProps {
  backTo: string;
  backLabel: string;
  kind: string;
  name: string | undefined;
  description: string | undefined;
  loading: boolean;
  action?: ReactNode;
}

function GroupHeader({ backTo, backLabel, kind, name, description, loading, action }: GroupHeaderProps) {
  return (
    <Stack gap={4}>
      <BackButton to={backTo} label={backLabel} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {kind}
          </Text>
          {loading ? <Skeleton h={28} w={220} /> : <Title order={2}>{name ?? `Unknown ${kind.toLowerCase()}`}</Title>}
          {description && <Text c="gray.7">{description}</Text>}
        </Stack>
        {action}
      </Group>
    </Stack>
  );
}

const positiveId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** /dashboard/exercises/category/{categoryId}: the list filtered by category (part 1 §2). */
export function CategoryExercisesPage() {
  const categoryId = positiveId(useParams().categoryId);
  const categories = useCategories();
  const [editing, setEditing] = useState(false);
  const category = categories.data?.find((c) => c.id === categoryId);
  return (
    <Stack gap="md">
      <GroupHeader
        backTo={libraryPath("categories")}
        backLabel="Back to categories"
        kind="Category"
        name={category?.name}
        description={category?.description}
        loading={categories.isPending}
        action={
          category && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              Edit Category
            </Button>
          )
        }
      />
      {categories.isError && (
        <LoadFailure
          title={FAILED_TO_LOAD_CATEGORIES}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categoryId === undefined ? (
        <Text>Unknown category</Text>
      ) : (
        <ExerciseList scope={{ category_id: categoryId }} failureText={FAILED_TO_LOAD_EXERCISES} />
      )}
      <CategoryModal opened={editing} onClose={() => setEditing(false)} category={category ?? null} />
    </Stack>
  );
}

/** /dashboard/exercises/muscle-group/{muscleGroupId}: the list filtered by muscle group (decision 0050). */
export function MuscleGroupExercisesPage() {
  const muscleGroupId = positiveId(useParams().muscleGroupId);
  const groups = useMuscleGroups();
  const group = groups.data?.find((g) => g.id === muscleGroupId);
  return (
    <Stack gap="md">
      <GroupHeader
        backTo={libraryPath("muscle-groups")}
        backLabel="Back to muscle groups"
        kind="Muscle group"
        name={group?.name}
        description={group?.description}
        loading={groups.isPending}
      />
      {groups.isError && (
        <LoadFailure
          title={FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS}
          error={groups.error}
          onRetry={() => void groups.refetch()}
        />
      )}
      {muscleGroupId === undefined ? (
        <Text>Unknown muscle group</Text>
      ) : (
        <ExerciseList scope={{ muscle_group_id: muscleGroupId }} failureText={FAILED_TO_LOAD_EXERCISES} />
      )}
    </Stack>
  );
}

import { Button, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router-dom";
import { type BackLink, PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useCategories } from "../api/get-categories.ts";
import { useMuscleGroups } from "../api/get-muscle-groups.ts";
import { ExerciseList } from "../components/library/ExerciseList.tsx";
import { CategoryModal } from "../components/modals/CategoryModal.tsx";
import { libraryPath } from "../utils/library-params.ts";
import {
  FAILED_TO_LOAD_CATEGORIES,
  FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS,
  FAILED_TO_LOAD_EXERCISES,
} from "../utils/messages.ts";

interface GroupHeaderProps {
  back: BackLink;
  kind: string;
  name: string | undefined;
  description: string | undefined;
  loading: boolean;
  action?: ReactNode;
}

/** The group's name is the screen's title (and tab title); while it loads, the kind of group is. */
function GroupHeader({ back, kind, name, description, loading, action }: GroupHeaderProps) {
  const title = name ?? (loading ? kind : `Unknown ${kind.toLowerCase()}`);
  return <PageHeader title={title} subtitle={description} back={back} actions={action} />;
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
        back={{ to: libraryPath("categories"), label: "Back to categories" }}
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
        <RetryAlert
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
        back={{ to: libraryPath("muscle-groups"), label: "Back to muscle groups" }}
        kind="Muscle group"
        name={group?.name}
        description={group?.description}
        loading={groups.isPending}
      />
      {groups.isError && (
        <RetryAlert
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

import { Button, Group, Stack, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCategoryPlus, IconPlus, IconStretching } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ExerciseCategory } from "../api/types.ts";
import { CategoryGrid } from "../components/library/CategoryGrid.tsx";
import { ExerciseList } from "../components/library/ExerciseList.tsx";
import { LibraryModeControl } from "../components/library/LibraryModeControl.tsx";
import { MuscleGroupGrid } from "../components/library/MuscleGroupGrid.tsx";
import { CategoryModal } from "../components/modals/CategoryModal.tsx";
import { CreateExerciseModal } from "../components/modals/CreateExerciseModal.tsx";
import { MuscleGroupModal } from "../components/modals/MuscleGroupModal.tsx";
import { MODE_PARAM, readMode } from "../utils/library-params.ts";
import { FAILED_TO_FETCH_EXERCISES } from "../utils/messages.ts";

/** /dashboard/exercises: the library in one of three modes, with the add and create modals. */
export default function ExerciseLibraryPage() {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const [createOpened, createModal] = useDisclosure(false);
  const [muscleOpened, muscleModal] = useDisclosure(false);
  const [categoryModal, setCategoryModal] = useState<{ category: ExerciseCategory | null } | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={2}>Exercise Management</Title>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconCategoryPlus size={16} aria-hidden />}
            onClick={() => setCategoryModal({ category: null })}
          >
            Add Category
          </Button>
          <Button variant="light" leftSection={<IconStretching size={16} aria-hidden />} onClick={muscleModal.open}>
            Add Muscle Group
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createModal.open}>
            Create Exercise
          </Button>
        </Group>
      </Group>
      {/* Switching modes starts a fresh view: the list filters belong to the exercises mode only. */}
      <LibraryModeControl mode={mode} onChange={(next) => setParams(new URLSearchParams({ [MODE_PARAM]: next }))} />
      {mode === "categories" && <CategoryGrid onEdit={(category) => setCategoryModal({ category })} />}
      {mode === "muscle-groups" && <MuscleGroupGrid />}
      {mode === "exercises" && <ExerciseList failureText={FAILED_TO_FETCH_EXERCISES} />}

      <CreateExerciseModal opened={createOpened} onClose={createModal.close} />
      <MuscleGroupModal opened={muscleOpened} onClose={muscleModal.close} />
      <CategoryModal
        opened={categoryModal !== null}
        onClose={() => setCategoryModal(null)}
        category={categoryModal?.category ?? null}
      />
    </Stack>
  );
}

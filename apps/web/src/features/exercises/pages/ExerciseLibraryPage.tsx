import { Button, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCategoryPlus, IconPlus, IconStretching } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import type { Exercise, ExerciseCategory } from "../api/types.ts";
import { CategoryGrid } from "../components/library/CategoryGrid.tsx";
import { ExerciseList } from "../components/library/ExerciseList.tsx";
import { LibraryModeControl } from "../components/library/LibraryModeControl.tsx";
import { MuscleGroupGrid } from "../components/library/MuscleGroupGrid.tsx";
import { CategoryModal } from "../components/modals/CategoryModal.tsx";
import { CreateExerciseModal } from "../components/modals/CreateExerciseModal.tsx";
import { MuscleGroupModal } from "../components/modals/MuscleGroupModal.tsx";
import { exercisePath, MODE_PARAM, readMode } from "../utils/library-params.ts";
import { FAILED_TO_FETCH_EXERCISES } from "../utils/messages.ts";

/** /dashboard/exercises: the library in one of three modes, with the add and create modals. */
export default function ExerciseLibraryPage() {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const [createOpened, createModal] = useDisclosure(false);
  const [muscleOpened, muscleModal] = useDisclosure(false);
  const [categoryModal, setCategoryModal] = useState<{ category: ExerciseCategory | null } | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // A new exercise opens at once (defect 9); its back control returns to the view it was created from.
  const openCreated = (exercise: Exercise) =>
    navigate(exercisePath(exercise), { state: { from: `${location.pathname}${location.search}` } });

  return (
    <Stack gap="md">
      <PageHeader
        title="Exercise Management"
        actions={
          <>
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
          </>
        }
      />
      {/* Switching modes starts a fresh view: the list filters belong to the exercises mode only. */}
      <LibraryModeControl mode={mode} onChange={(next) => setParams(new URLSearchParams({ [MODE_PARAM]: next }))} />
      {mode === "categories" && <CategoryGrid onEdit={(category) => setCategoryModal({ category })} />}
      {mode === "muscle-groups" && <MuscleGroupGrid />}
      {mode === "exercises" && <ExerciseList failureText={FAILED_TO_FETCH_EXERCISES} />}

      <CreateExerciseModal opened={createOpened} onClose={createModal.close} onCreated={openCreated} />
      <MuscleGroupModal opened={muscleOpened} onClose={muscleModal.close} />
      <CategoryModal
        opened={categoryModal !== null}
        onClose={() => setCategoryModal(null)}
        category={categoryModal?.category ?? null}
      />
    </Stack>
  );
}

import { Grid, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreateExercise } from "../../api/create-exercise.ts";
import type { Exercise } from "../../api/types.ts";
import { type ExerciseFormValues, emptyExerciseForm, exerciseFormProblem } from "../../utils/exercise-form.ts";
import { FAILED_TO_CREATE_EXERCISE, FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS } from "../../utils/messages.ts";
import { ExerciseBasicFields } from "../form/ExerciseBasicFields.tsx";
import { ExerciseGuidanceFields } from "../form/ExerciseGuidanceFields.tsx";
import { MainMediaInput } from "../form/MainMediaInput.tsx";
import { useExerciseOptions } from "../form/use-exercise-options.ts";

interface CreateExerciseModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (exercise: Exercise) => void;
}

export function CreateExerciseModal({ opened, onClose, onCreated }: CreateExerciseModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ "aria-label": "Close" }}
      title="Create Exercise"
      size="xl"
    >
      <CreateExerciseForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateExerciseForm({ onClose, onCreated }: Omit<CreateExerciseModalProps, "opened">) {
  const options = useExerciseOptions();
  const create = useCreateExercise();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExerciseFormValues>({
    mode: "controlled",
    initialValues: emptyExerciseForm(),
    onValuesChange: () => setFailure(null),
  });

  const submit = form.onSubmit((values) => {
    const problem = exerciseFormProblem(values);
    if (problem) {
      setFailure(problem);
      return;
    }
    create.mutate(values, {
      onSuccess: (exercise) => {
        notify({ color: "green", message: `Exercise "${exercise.name}" created` });
        onCreated?.(exercise);
        onClose();
      },
      onError: () => setFailure(FAILED_TO_CREATE_EXERCISE),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create exercise">
      <Stack gap="md">
        {options.isError && (
          <RetryAlert
            title={FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS}
            error={options.error}
            onRetry={options.retry}
          />
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ExerciseBasicFields
              form={form}
              categoryOptions={options.categoryOptions}
              muscleOptions={options.muscleOptions}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <ExerciseGuidanceFields form={form} />
              <MainMediaInput
                kind="image"
                value={form.getValues().main_image}
                onChange={(file) => form.setFieldValue("main_image", file)}
              />
              <MainMediaInput
                kind="video"
                value={form.getValues().main_video}
                onChange={(file) => form.setFieldValue("main_video", file)}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        {failure && (
          <RetryAlert title={failure} error={failure === FAILED_TO_CREATE_EXERCISE ? create.error : undefined} />
        )}
        <ModalFormActions submitLabel="Create Exercise" onCancel={onClose} busy={create.isPending} />
      </Stack>
    </form>
  );
}

import { Grid, Stack } from "@mantine/core";
import { useState } from "react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreateExercise } from "../../api/create-exercise.ts";
import type { Exercise } from "../../api/types.ts";
import { type ExerciseFormValues, emptyExerciseForm, exerciseFormKit } from "../../utils/exercise-form.ts";
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
  if (!opened) return null;
  return <CreateExerciseForm onClose={onClose} onCreated={onCreated} />;
}

function CreateExerciseForm({ onClose, onCreated }: Omit<CreateExerciseModalProps, "opened">) {
  const options = useExerciseOptions();
  const create = useCreateExercise();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<ExerciseFormValues, Record<string, string>>({
    ...exerciseFormKit,
    initialValues: emptyExerciseForm(),
    onValuesChange: () => setFailure(null),
  });

  const submit = form.submitWith(
    (_fields, values) =>
      create.mutate(values, {
        onSuccess: (exercise) => {
          notify({ color: "green", message: `Exercise "${exercise.name}" created` });
          onCreated?.(exercise);
          onClose();
        },
        onError: () => setFailure(FAILED_TO_CREATE_EXERCISE),
      }),
    (errors) => setFailure(String(errors.form)),
  );

  return (
    <FormModal
      title="Create Exercise"
      formLabel="Create exercise"
      size="xl"
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create Exercise"
      error={
        failure && (
          <RetryAlert title={failure} error={failure === FAILED_TO_CREATE_EXERCISE ? create.error : undefined} />
        )
      }
    >
      {options.isError && (
        <RetryAlert title={FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS} error={options.error} onRetry={options.retry} />
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
    </FormModal>
  );
}

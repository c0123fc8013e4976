import { Grid, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { FormEvent, ReactNode } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import type { ExerciseDetail } from "../../api/get-exercise.ts";
import type { Exercise } from "../../api/types.ts";
import { FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS } from "../../utils/messages.ts";
import { ExerciseBasicFields } from "../form/ExerciseBasicFields.tsx";
import { ExerciseGuidanceFields } from "../form/ExerciseGuidanceFields.tsx";
import { MainMediaInput } from "../form/MainMediaInput.tsx";
import { useExerciseOptions } from "../form/use-exercise-options.ts";
import { SetMainImageModal } from "../modals/SetMainImageModal.tsx";
import { UploadImagesModal } from "../modals/UploadImagesModal.tsx";
import { AdvancedSettingsSection } from "./AdvancedSettingsSection.tsx";
import { BasicInfoSection } from "./BasicInfoSection.tsx";
import { DetailSection } from "./DetailSection.tsx";
import { EDIT_FORM_ID, ExerciseDetailHeader } from "./ExerciseDetailHeader.tsx";
import { GuidanceSection } from "./GuidanceSection.tsx";
import { ImagesPanel } from "./ImagesPanel.tsx";
import { TargetMusclesSection } from "./TargetMusclesSection.tsx";
import { useExerciseEdit } from "./use-exercise-edit.ts";
import { VideosPanel } from "./VideosPanel.tsx";

interface ExerciseDetailViewProps {
  detail: ExerciseDetail;
  onSaved: (saved: Exercise) => void;
}

/** Three columns (part 1 §2): basic info and target muscles; description, form and safety; images. */
export function ExerciseDetailView({ detail, onSaved }: ExerciseDetailViewProps) {
  const { exercise, canEdit } = detail;
  const edit = useExerciseEdit(exercise, onSaved);
  const [uploadOpened, upload] = useDisclosure(false);
  const [mainImageOpened, mainImage] = useDisclosure(false);
  const editing = canEdit && edit.editing;

  return (
    <Stack gap="md">
      <ExerciseDetailHeader
        exercise={exercise}
        canEdit={canEdit}
        editing={editing}
        saving={edit.saving}
        onEdit={edit.start}
        onCancel={edit.cancel}
        onUploadImages={upload.open}
        onSetMainImage={mainImage.open}
      />
      {editing && edit.failure && <RetryAlert title={edit.failure} error={edit.error} />}
      <EditFormFrame editing={editing} onSubmit={edit.save}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            {editing ? <EditColumnOne form={edit.form} /> : <ViewColumnOne exercise={exercise} />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            {editing ? (
              <DetailSection title="Description, Form and Safety">
                <ExerciseGuidanceFields form={edit.form} />
              </DetailSection>
            ) : (
              <GuidanceSection exercise={exercise} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <ImagesPanel exercise={exercise} canEdit={canEdit} />
              <VideosPanel exercise={exercise} />
            </Stack>
          </Grid.Col>
        </Grid>
      </EditFormFrame>
      <AdvancedSettingsSection exercise={exercise} />
      {canEdit && (
        <>
          <UploadImagesModal exercise={exercise} opened={uploadOpened} onClose={upload.close} />
          <SetMainImageModal exercise={exercise} opened={mainImageOpened} onClose={mainImage.close} />
        </>
      )}
    </Stack>
  );
}

/** While editing, the columns are one form (the header's Save button submits it by id). */
function EditFormFrame({
  editing,
  onSubmit,
  children,
}: {
  editing: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  if (!editing) return <>{children}</>;
  return (
    <form id={EDIT_FORM_ID} onSubmit={onSubmit} noValidate aria-label="Edit exercise">
      {children}
    </form>
  );
}

function ViewColumnOne({ exercise }: { exercise: Exercise }) {
  return (
    <Stack gap="md">
      <BasicInfoSection exercise={exercise} />
      <TargetMusclesSection exercise={exercise} />
    </Stack>
  );
}

function EditColumnOne({ form }: { form: ReturnType<typeof useExerciseEdit>["form"] }) {
  const options = useExerciseOptions();
  return (
    <DetailSection title="Basic Information and Target Muscles">
      {options.isError && (
        <RetryAlert title={FAILED_TO_LOAD_CATEGORIES_AND_MUSCLE_GROUPS} error={options.error} onRetry={options.retry} />
      )}
      <ExerciseBasicFields
        form={form}
        categoryOptions={options.categoryOptions}
        muscleOptions={options.muscleOptions}
      />
      <MainMediaInput
        kind="video"
        label="Replace main video"
        value={form.getValues().main_video}
        onChange={(file) => form.setFieldValue("main_video", file)}
      />
    </DetailSection>
  );
}

import { Badge, Button, Group, Stack, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPencil, IconPhoto, IconPhotoUp, IconX } from "@tabler/icons-react";
import type { Exercise } from "../../api/types.ts";

export const EDIT_FORM_ID = "exercise-edit-form";

interface ExerciseDetailHeaderProps {
  exercise: Exercise;
  canEdit: boolean;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onUploadImages: () => void;
  onSetMainImage: () => void;
}

/** Name, code and status, with the view/edit controls (shown only when the edit-permission flag is on). */
export function ExerciseDetailHeader(props: ExerciseDetailHeaderProps) {
  const { exercise, canEdit, editing, saving } = props;
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <Title order={2}>{exercise.name}</Title>
        <Group gap={6}>
          <Badge variant="outline" color="gray.8">
            {exercise.exercise_id}
          </Badge>
          <Badge variant="filled" autoContrast color={exercise.is_active ? "green.6" : "gray.3"}>
            {exercise.is_active ? "Active" : "Inactive"}
          </Badge>
        </Group>
      </Stack>
      {canEdit && (
        <Group gap="xs">
          {editing ? (
            <>
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={props.onCancel}
                disabled={saving}
              >
                Cancel
              </Button>
              <Button
                type="submit"
                form={EDIT_FORM_ID}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={saving}
              >
                Save
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                onClick={props.onUploadImages}
              >
                Upload Images
              </Button>
              <Button variant="light" leftSection={<IconPhoto size={16} aria-hidden />} onClick={props.onSetMainImage}>
                Set Main Image
              </Button>
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={props.onEdit}>
                Edit
              </Button>
            </>
          )}
        </Group>
      )}
    </Group>
  );
}

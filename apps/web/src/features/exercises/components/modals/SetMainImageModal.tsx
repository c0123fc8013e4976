import { Alert, Modal, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import type { Exercise } from "../../api/types.ts";
import { useUpdateExercise } from "../../api/update-exercise.ts";
import { mainImageFormData } from "../../utils/exercise-form.ts";
import { FAILED_TO_UPDATE_MAIN_IMAGE, MAIN_IMAGE_UPDATED, SELECT_AN_IMAGE } from "../../utils/messages.ts";
import { MainMediaInput } from "../form/MainMediaInput.tsx";
import { useCloseAfter } from "./use-close-after.ts";

const CLOSE_AFTER_SUCCESS_MS = 1500;

interface SetMainImageModalProps {
  exercise: Pick<Exercise, "id" | "name">;
  opened: boolean;
  onClose: () => void;
}

/** Set main image (part 1 §2): one file through the update call; closes 1.5 s after success. */
export function SetMainImageModal({ exercise, opened, onClose }: SetMainImageModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ "aria-label": "Close" }}
      title={`Set Main Image: ${exercise.name}`}
    >
      <SetMainImageForm exercise={exercise} onClose={onClose} />
    </Modal>
  );
}

function SetMainImageForm({ exercise, onClose }: Omit<SetMainImageModalProps, "opened">) {
  const update = useUpdateExercise();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useCloseAfter(update.isSuccess, CLOSE_AFTER_SUCCESS_MS, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(SELECT_AN_IMAGE);
    update.mutate(
      { id: exercise.id, body: mainImageFormData(file) },
      { onError: () => setFailure(FAILED_TO_UPDATE_MAIN_IMAGE) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set main image">
      <Stack gap="sm">
        <MainMediaInput
          kind="image"
          value={file}
          onChange={(next) => {
            setFile(next);
            setFailure(null);
          }}
        />
        {failure && (
          <RetryAlert title={failure} error={failure === FAILED_TO_UPDATE_MAIN_IMAGE ? update.error : undefined} />
        )}
        {update.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {MAIN_IMAGE_UPDATED}
          </Alert>
        )}
        <ModalFormActions
          submitLabel="Save Main Image"
          onCancel={onClose}
          busy={update.isPending}
          submitDisabled={update.isSuccess}
        />
      </Stack>
    </form>
  );
}

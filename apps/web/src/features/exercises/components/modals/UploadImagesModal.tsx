import "@mantine/dropzone/styles.css";
import { Alert, Group, Modal, Stack, Text } from "@mantine/core";
import { Dropzone, IMAGE_MIME_TYPE } from "@mantine/dropzone";
import { IconPhotoUp } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useAddExerciseImages } from "../../api/add-exercise-images.ts";
import type { Exercise } from "../../api/types.ts";
import {
  addToBatch,
  type ImageDraft,
  MAX_IMAGES_PER_UPLOAD,
  removeFromBatch,
  togglePrimary,
} from "../../utils/image-batch.ts";
import {
  FAILED_TO_UPLOAD_IMAGES,
  IMAGES_UPLOADED,
  imagesAdded,
  SELECT_AT_LEAST_ONE_IMAGE,
} from "../../utils/messages.ts";
import { ImageDraftRow } from "./ImageDraftRow.tsx";
import { useCloseAfter } from "./use-close-after.ts";

const CLOSE_AFTER_SUCCESS_MS = 2000;

interface UploadImagesModalProps {
  exercise: Pick<Exercise, "id" | "name">;
  opened: boolean;
  onClose: () => void;
}

export function UploadImagesModal({ exercise, opened, onClose }: UploadImagesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ "aria-label": "Close" }}
      title={`Upload Images: ${exercise.name}`}
      size="lg"
    >
      <UploadImagesForm exercise={exercise} onClose={onClose} />
    </Modal>
  );
}

function UploadImagesForm({ exercise, onClose }: Omit<UploadImagesModalProps, "opened">) {
  const upload = useAddExerciseImages();
  const [batch, setBatch] = useState<ImageDraft[]>([]);
  const [ignored, setIgnored] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const busy = upload.isPending || uploaded !== null;
  useCloseAfter(uploaded !== null, CLOSE_AFTER_SUCCESS_MS, onClose);

  const onDrop = (files: File[]) => {
    const result = addToBatch(batch, files);
    setBatch(result.batch);
    setIgnored(result.ignored);
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (batch.length === 0) return setFailure(SELECT_AT_LEAST_ONE_IMAGE);
    upload.mutate(
      { id: exercise.id, batch },
      {
        onSuccess: (answer) => setUploaded(answer.images?.length ?? batch.length),
        onError: () => setFailure(FAILED_TO_UPLOAD_IMAGES),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Upload images">
      <Stack gap="sm">
        <Dropzone
          onDrop={onDrop}
          accept={IMAGE_MIME_TYPE}
          disabled={busy || batch.length >= MAX_IMAGES_PER_UPLOAD}
          inputProps={{ "aria-label": "Choose images" }}
        >
          <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: "none" }}>
            <IconPhotoUp size={36} aria-hidden />
            <Stack gap={2}>
              <Text fw={500}>Drop images here or click to choose</Text>
              <Text size="sm" c="gray.7">
                Up to {MAX_IMAGES_PER_UPLOAD} images per upload
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {ignored > 0 && (
          <Text size="sm" c="orange.9" role="status">
            Only {MAX_IMAGES_PER_UPLOAD} images can be uploaded at a time: {ignored} file(s) ignored.
          </Text>
        )}
        {batch.map((draft, index) => (
          <ImageDraftRow
            key={`${draft.file.name}-${draft.file.size}-${draft.file.lastModified}`}
            draft={draft}
            position={index + 1}
            disabled={busy}
            onChange={(next) => setBatch(batch.map((d, i) => (i === index ? next : d)))}
            onTogglePrimary={() => setBatch(togglePrimary(batch, index))}
            onRemove={() => {
              setBatch(removeFromBatch(batch, index));
              setIgnored(0);
            }}
          />
        ))}
        {failure && (
          <RetryAlert title={failure} error={failure === FAILED_TO_UPLOAD_IMAGES ? upload.error : undefined} />
        )}
        {uploaded !== null && (
          <Alert color="green" variant="light" title={IMAGES_UPLOADED} role="status">
            {imagesAdded(uploaded, exercise.name)}
          </Alert>
        )}
        <ModalFormActions
          submitLabel="Upload Images"
          onCancel={onClose}
          busy={upload.isPending}
          submitDisabled={uploaded !== null}
        />
      </Stack>
    </form>
  );
}

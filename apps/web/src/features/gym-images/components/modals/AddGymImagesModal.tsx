import { DEFAULT_GYM_IMAGE_TYPE, FAILED_TO_ADD_IMAGES, MAX_GYM_IMAGES_PER_UPLOAD } from "@gym/contracts";
import { Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { type NewGymImage, useAddGymImages } from "../../api/add-gym-images.ts";
import { newImagesProblem } from "../../utils/new-images-problem.ts";
import { rejectionText, takeFiles } from "../../utils/pick-files.ts";
import { ImageDropzone } from "./ImageDropzone.tsx";
import { NewImageFields } from "./NewImageFields.tsx";

interface Picked extends NewGymImage {
  key: string;
}

const toPicked = (file: File): Picked => ({
  key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
  file,
  title: "",
  description: "",
  image_type: DEFAULT_GYM_IMAGE_TYPE,
  is_featured: false,
});

export function AddGymImagesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<{ title?: string; text: string } | null>(null);
  const add = useAddGymImages();
  const busy = add.isPending;

  const close = () => {
    if (busy) return;
    setPicked([]);
    setProblem(null);
    add.reset();
    onClose();
  };

  const addFiles = (files: File[]) => {
    const { taken, warning } = takeFiles(picked.length, files);
    setPicked((current) => [...current, ...taken.map(toPicked)]);
    setProblem(warning ? { title: "Some images were not added", text: warning } : null);
  };

  const submit = () => {
    const invalid = newImagesProblem(picked);
    if (invalid) {
      setProblem({ text: invalid });
      return;
    }
    setProblem(null);
    add.mutate(picked, {
      onSuccess: (answer) => {
        notify({ color: "green", title: "Images added", message: answer.message });
        setPicked([]);
        onClose();
      },
      onError: (error) => setProblem({ title: FAILED_TO_ADD_IMAGES, text: failureText(error, FAILED_TO_ADD_IMAGES) }),
    });
  };

  const update = (key: string, patch: Partial<NewGymImage>) =>
    setPicked((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Gym Images"
      closeButtonProps={{ "aria-label": "Close" }}
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <Stack gap="md">
        <ImageDropzone
          remaining={MAX_GYM_IMAGES_PER_UPLOAD - picked.length}
          disabled={busy}
          onFiles={addFiles}
          onReject={(rejections) => setProblem({ title: "Some files were not added", text: rejectionText(rejections) })}
        />
        {picked.map((image, i) => (
          <NewImageFields
            key={image.key}
            n={i + 1}
            image={image}
            disabled={busy}
            onChange={(patch) => update(image.key, patch)}
            onRemove={() => setPicked((current) => current.filter((p) => p.key !== image.key))}
          />
        ))}
        {problem && <RetryAlert title={problem.title} text={problem.text} />}
        <ModalFormActions
          submitLabel={picked.length > 1 ? `Upload ${picked.length} Images` : "Upload Image"}
          onCancel={close}
          busy={busy}
          onSubmit={submit}
        />
      </Stack>
    </Modal>
  );
}

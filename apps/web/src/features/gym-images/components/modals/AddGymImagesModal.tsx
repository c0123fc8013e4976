import { DEFAULT_GYM_IMAGE_TYPE, FAILED_TO_ADD_IMAGES, MAX_GYM_IMAGES_PER_UPLOAD } from "@gym/contracts";
import { useState } from "react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { type NewGymImage, useAddGymImages } from "../../api/add-gym-images.ts";
import { newImagesProblem, newImagesSchema } from "../../utils/new-images-problem.ts";
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

/** Add Gym Images (issue 8 §2): the files go as before, one multipart call; the form kit checks the batch. */
export function AddGymImagesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return <AddGymImagesForm onClose={onClose} />;
}

function AddGymImagesForm({ onClose }: { onClose: () => void }) {
  const form = useContractForm<{ images: Picked[] }>({ schema: newImagesSchema, initialValues: { images: [] } });
  const picked = form.values.images;
  const setPicked = (next: (current: Picked[]) => Picked[]) => form.setFieldValue("images", next);
  const [problem, setProblem] = useState<{ title?: string; text: string } | null>(null);
  const add = useAddGymImages();
  const busy = add.isPending;

  const addFiles = (files: File[]) => {
    const { taken, warning } = takeFiles(picked.length, files);
    form.clearErrors();
    setPicked((current) => [...current, ...taken.map(toPicked)]);
    setProblem(warning ? { title: "Some images were not added", text: warning } : null);
  };

  const submit = form.submitWith(
    (_payload, { images }) => {
      setProblem(null);
      add.mutate(images, {
        onSuccess: (answer) => {
          notify({ color: "green", title: "Images added", message: answer.message });
          onClose();
        },
        onError: (error) => setProblem({ title: FAILED_TO_ADD_IMAGES, text: failureText(error, FAILED_TO_ADD_IMAGES) }),
      });
    },
    () => setProblem(null),
  );

  const update = (key: string, patch: Partial<NewGymImage>) =>
    setPicked((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const invalid = newImagesProblem(form.errors);

  return (
    <FormModal
      title="Add Gym Images"
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={picked.length > 1 ? `Upload ${picked.length} Images` : "Upload Image"}
      error={
        invalid ? <RetryAlert text={invalid} /> : problem && <RetryAlert title={problem.title} text={problem.text} />
      }
    >
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
    </FormModal>
  );
}

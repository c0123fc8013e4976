import {
  FAILED_TO_UPDATE_IMAGE,
  GYM_IMAGE_DESCRIPTION_MAX,
  GYM_IMAGE_TITLE_MAX,
  type GymImage,
  type GymImageType,
  updateGymImageFields,
} from "@gym/contracts";
import { FileInput, Select, Switch, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { FilePreview } from "../../../../components/ui/FilePreview.tsx";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useUpdateGymImage } from "../../api/update-gym-image.ts";
import { IMAGE_TYPE_OPTIONS } from "../../utils/image-types.ts";
import { ACCEPTED_IMAGE_TYPES } from "./ImageDropzone.tsx";

interface EditValues {
  title: string;
  description: string;
  image_type: GymImageType;
  is_featured: boolean;
  image: File | null;
}

/** Edit image (part 1 §5: title required), with an optional replacement picture. */
export function EditGymImageModal({ image, onClose }: { image: GymImage; onClose: () => void }) {
  const update = useUpdateGymImage();
  const busy = update.isPending;
  const form = useContractForm<EditValues>({
    initialValues: {
      title: image.title,
      description: image.description,
      image_type: image.image_type,
      is_featured: image.is_featured,
      image: null,
    },
    // The server's own schema for this call: the same rules and the same "Title is required" (part 1 §5).
    schema: updateGymImageFields,
  });

  const submit = form.submitWith((values) => {
    update.mutate(
      { id: image.id, ...values },
      {
        onSuccess: (answer) => {
          notify({ color: "green", title: "Image updated", message: answer.message });
          onClose();
        },
      },
    );
  });

  const replacement = form.values.image;
  return (
    <FormModal
      title="Edit Gym Image"
      formLabel="Edit gym image"
      size="md"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save Changes"
      error={
        update.isError && (
          <RetryAlert title={FAILED_TO_UPDATE_IMAGE} text={failureText(update.error, FAILED_TO_UPDATE_IMAGE)} />
        )
      }
    >
      {replacement ? (
        <FilePreview file={replacement} alt={`Preview of ${replacement.name}`} size={160} />
      ) : (
        <ImageWithFallback src={image.image_url} alt={image.title} ratio={16 / 9} lazy />
      )}
      <TextInput
        label="Title"
        withAsterisk
        maxLength={GYM_IMAGE_TITLE_MAX}
        disabled={busy}
        {...form.getInputProps("title")}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={GYM_IMAGE_DESCRIPTION_MAX}
        disabled={busy}
        {...form.getInputProps("description")}
      />
      <Select
        label="Type"
        data={IMAGE_TYPE_OPTIONS}
        allowDeselect={false}
        disabled={busy}
        {...form.getInputProps("image_type")}
      />
      <Switch label="Featured" disabled={busy} {...form.getInputProps("is_featured", { type: "checkbox" })} />
      <FileInput
        label="Replace image (optional)"
        placeholder="Keep the current image"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        clearable
        leftSection={<IconPhoto size={16} aria-hidden />}
        disabled={busy}
        {...form.getInputProps("image")}
      />
    </FormModal>
  );
}

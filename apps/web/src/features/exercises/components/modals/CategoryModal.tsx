import { FileInput, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhoto } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { useCreateCategory } from "../../api/create-category.ts";
import type { ExerciseCategory } from "../../api/types.ts";
import { useUpdateCategory } from "../../api/update-category.ts";
import { CATEGORY_NAME_REQUIRED, FAILED_TO_CREATE_CATEGORY, FAILED_TO_UPDATE_CATEGORY } from "../../utils/messages.ts";
import { FormFailure } from "../FormFailure.tsx";

interface CategoryModalProps {
  opened: boolean;
  onClose: () => void;
  /** Given: edit that category; absent: add a new one. */
  category?: ExerciseCategory | null;
}

/** Add category / Edit category (part 1 §2): name, description, image. */
export function CategoryModal({ opened, onClose, category }: CategoryModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ "aria-label": "Close" }}
      title={category ? "Edit Category" : "Add Category"}
    >
      <CategoryForm key={category?.id ?? "new"} category={category ?? null} onClose={onClose} />
    </Modal>
  );
}

function CategoryForm({ category, onClose }: { category: ExerciseCategory | null; onClose: () => void }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [name, setName] = useState(category?.name ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure(CATEGORY_NAME_REQUIRED);
    const input = { name, description, image };
    const done = (saved: ExerciseCategory) => {
      notifications.show({ color: "green", message: `Category "${saved.name}" saved` });
      onClose();
    };
    if (category) {
      update.mutate(
        { id: category.id, ...input },
        { onSuccess: done, onError: () => setFailure(FAILED_TO_UPDATE_CATEGORY) },
      );
    } else {
      create.mutate(input, { onSuccess: done, onError: () => setFailure(FAILED_TO_CREATE_CATEGORY) });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={category ? "Edit category" : "Add category"}>
      <Stack gap="sm">
        <TextInput
          label="Category name"
          withAsterisk
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setFailure(null);
          }}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <FileInput
          label={category ? "New image (optional)" : "Image (optional)"}
          accept="image/png,image/jpeg,image/webp,image/gif"
          leftSection={<IconPhoto size={16} aria-hidden />}
          clearable
          value={image}
          onChange={setImage}
        />
        <FormFailure
          message={failure}
          error={failure === CATEGORY_NAME_REQUIRED ? undefined : category ? update.error : create.error}
        />
        <ModalFormActions submitLabel={category ? "Save Category" : "Add Category"} onCancel={onClose} busy={busy} />
      </Stack>
    </form>
  );
}

import { createCategoryFields } from "@gym/contracts";
import { Modal, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { firstProblem } from "../../../../lib/first-problem.ts";
import { useCreateCategory } from "../../api/create-category.ts";
import type { ExerciseCategory } from "../../api/types.ts";
import { useUpdateCategory } from "../../api/update-category.ts";
import { FAILED_TO_CREATE_CATEGORY, FAILED_TO_UPDATE_CATEGORY } from "../../utils/messages.ts";
import { GroupFields } from "./GroupFields.tsx";

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
    const problem = firstProblem(createCategoryFields, { name, description });
    if (problem) return setFailure(problem);
    const input = { name, description, image };
    const done = (saved: ExerciseCategory) => {
      notify({ color: "green", message: `Category "${saved.name}" saved` });
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
        <GroupFields
          nameLabel="Category name"
          name={name}
          onNameChange={(next) => {
            setName(next);
            setFailure(null);
          }}
          description={description}
          onDescriptionChange={setDescription}
          imageLabel={category ? "New image (optional)" : "Image (optional)"}
          image={image}
          onImageChange={setImage}
        />
        {failure && (
          <RetryAlert
            title={failure}
            error={
              failure === FAILED_TO_CREATE_CATEGORY
                ? create.error
                : failure === FAILED_TO_UPDATE_CATEGORY
                  ? update.error
                  : undefined
            }
          />
        )}
        <ModalFormActions submitLabel={category ? "Save Category" : "Add Category"} onCancel={onClose} busy={busy} />
      </Stack>
    </form>
  );
}

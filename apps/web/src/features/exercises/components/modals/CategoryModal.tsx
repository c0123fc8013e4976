import { type CreateCategoryFields, createCategoryFields } from "@gym/contracts";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
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

interface CategoryFormValues {
  name: string;
  description: string;
  image: File | null;
}

/** Add category / Edit category (part 1 §2): name, description, image, checked with `createCategoryFields`. */
export function CategoryModal({ opened, onClose, category }: CategoryModalProps) {
  if (!opened) return null;
  return <CategoryForm key={category?.id ?? "new"} category={category ?? null} onClose={onClose} />;
}

function CategoryForm({ category, onClose }: { category: ExerciseCategory | null; onClose: () => void }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useContractForm<CategoryFormValues, CreateCategoryFields>({
    schema: createCategoryFields,
    initialValues: { name: category?.name ?? "", description: category?.description ?? "", image: null },
    toPayload: ({ name, description }) => ({ name, description }),
  });
  const busy = create.isPending || update.isPending;

  const submit = form.submitWith((_fields, { name, description, image }) => {
    const input = { name, description, image };
    const done = (saved: ExerciseCategory) => {
      notify({ color: "green", message: `Category "${saved.name}" saved` });
      onClose();
    };
    const onError = (error: unknown) => form.showServerErrors(error);
    if (category) update.mutate({ id: category.id, ...input }, { onSuccess: done, onError });
    else create.mutate(input, { onSuccess: done, onError });
  });

  return (
    <FormModal
      title={category ? "Edit Category" : "Add Category"}
      formLabel={category ? "Edit category" : "Add category"}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={category ? "Save Category" : "Add Category"}
      error={
        category
          ? update.isError && <RetryAlert title={FAILED_TO_UPDATE_CATEGORY} error={update.error} />
          : create.isError && <RetryAlert title={FAILED_TO_CREATE_CATEGORY} error={create.error} />
      }
    >
      <GroupFields
        nameLabel="Category name"
        inputProps={form.getInputProps}
        imageLabel={category ? "New image (optional)" : "Image (optional)"}
        disabled={busy}
      />
    </FormModal>
  );
}

import {
  createDietCategoryBody,
  DEFAULT_DIET_CATEGORY_DISPLAY_ORDER,
  DIET_CATEGORY_CREATED,
  DIET_CATEGORY_NAME_MAX,
  FAILED_TO_CREATE_DIET_CATEGORY,
} from "@gym/contracts";
import { Modal, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { type DietCategoryValues, useCreateDietCategory } from "../../api/create-diet-category.ts";

function DietCategoryForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm<DietCategoryValues>({
    initialValues: { name: "", description: "", display_order: DEFAULT_DIET_CATEGORY_DISPLAY_ORDER },
    schema: createDietCategoryBody,
  });
  const create = useCreateDietCategory();
  const submit = form.submitWith((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notify({ color: "green", message: DIET_CATEGORY_CREATED });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add category">
      <Stack gap="sm">
        <TextInput
          label="Category name"
          withAsterisk
          maxLength={DIET_CATEGORY_NAME_MAX}
          {...form.getInputProps("name")}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps("description")} />
        <NumberInput
          label="Display order"
          description="1 shows first"
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("display_order")}
        />
        {create.isError && <RetryAlert title={FAILED_TO_CREATE_DIET_CATEGORY} error={create.error} />}
        <ModalFormActions submitLabel="Add Category" onCancel={onDone} busy={create.isPending} />
      </Stack>
    </form>
  );
}

/** The add-category modal (part 2 §2): name, description, display order at least 1, default 1 (§5, §9). */
export function DietCategoryFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Category" closeButtonProps={{ "aria-label": "Close" }}>
      {opened && <DietCategoryForm onDone={onClose} />}
    </Modal>
  );
}

import {
  EXPENSE_CATEGORY_NAME_MAX,
  type ExpenseCategory,
  type ExpenseCategoryType,
  expenseCategoryFields,
} from "@gym/contracts";
import { Select, Switch, Textarea, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreateExpenseCategory } from "../../api/create-expense-category.ts";
import { useUpdateExpenseCategory } from "../../api/update-expense-category.ts";
import { CATEGORY_TYPE_OPTIONS } from "../../utils/category-options.ts";
import { READABLE_DESCRIPTION } from "../common/colors.ts";

interface Values {
  name: string;
  description: string;
  category_type: ExpenseCategoryType;
  is_income: boolean;
}

/** Create or edit a category (part 2 §5: name required and trimmed, type required; §9: OTHER, not income). */
export function CategoryModal({ category, onClose }: { category: ExpenseCategory | null; onClose: () => void }) {
  const create = useCreateExpenseCategory();
  const update = useUpdateExpenseCategory();
  const mutation = category ? update : create;
  const busy = mutation.isPending;
  const locked = category?.for_member_payments ?? false;
  const form = useContractForm<Values>({
    initialValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      category_type: category?.category_type ?? "OTHER",
      is_income: category?.is_income ?? false,
    },
    schema: expenseCategoryFields,
  });

  const submit = form.submitWith((values) => {
    const done = (answer: { message: string }) => {
      notify({
        color: "green",
        title: category ? "Category updated" : "Category created",
        message: answer.message,
      });
      onClose();
    };
    if (category) update.mutate({ id: category.id, ...values, is_active: category.is_active }, { onSuccess: done });
    else create.mutate(values, { onSuccess: done });
  });
  const failed = category ? "Failed to update category" : "Failed to create category";

  return (
    <FormModal
      title={category ? "Edit Category" : "Add Category"}
      formLabel={category ? "Edit category" : "Add category"}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={category ? "Update Category" : "Create Category"}
      error={mutation.error && <RetryAlert title={failed} error={mutation.error} />}
    >
      <TextInput
        label="Name"
        withAsterisk
        maxLength={EXPENSE_CATEGORY_NAME_MAX}
        disabled={busy}
        data-autofocus
        {...form.getInputProps("name")}
      />
      <Textarea label="Description" autosize minRows={2} disabled={busy} {...form.getInputProps("description")} />
      <Select
        label="Category Type"
        withAsterisk
        data={CATEGORY_TYPE_OPTIONS}
        allowDeselect={false}
        disabled={busy || locked}
        {...form.getInputProps("category_type")}
      />
      <Switch
        label="Income category"
        description="Income categories hold money coming in (fees, shop sales); the others hold expenses."
        styles={READABLE_DESCRIPTION}
        disabled={busy || locked}
        {...form.getInputProps("is_income", { type: "checkbox" })}
      />
    </FormModal>
  );
}

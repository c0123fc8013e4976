import {
  createProductCategoryFields,
  PRODUCT_CATEGORY_NAME_MAX,
  PRODUCT_CATEGORY_UPDATED,
  type ProductCategory,
  SHOP_CATEGORY_CREATED,
  SHOP_ERROR_CREATING_CATEGORY,
  SHOP_ERROR_UPDATING_CATEGORY,
  SHOP_FAILED_TO_CREATE_CATEGORY,
} from "@gym/contracts";
import { NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { ApiError } from "../../../../lib/api-error.ts";
import { useCreateProductCategory } from "../../api/create-product-category.ts";
import { useUpdateProductCategory } from "../../api/update-product-category.ts";
import { type CategoryFormValues, categoryValues, emptyCategoryValues } from "../../utils/category-form.ts";
import { focusFirstError } from "../shared/focus-first-error.ts";
import { ImageSlot } from "../shared/ImageSlot.tsx";

interface CategoryFormProps {
  category: ProductCategory | null;
  onDone: (saved: ProductCategory) => void;
  onCancel: () => void;
}

/** Create / edit category (part 2 §3, §5): name required, display order at least 0 (default 0), image up to 5 MB. */
export function CategoryForm({ category, onDone, onCancel }: CategoryFormProps) {
  const form = useContractForm<CategoryFormValues>({
    name: "category",
    initialValues: category ? categoryValues(category) : emptyCategoryValues(),
    schema: createProductCategoryFields,
  });
  const create = useCreateProductCategory();
  const update = useUpdateProductCategory();
  const saving = category ? update : create;
  // §8: 'Failed to create category' when the server refused, 'Error creating category' when it was not reached.
  const refused = saving.error instanceof ApiError && !saving.error.isNetworkError;
  const failure = category
    ? SHOP_ERROR_UPDATING_CATEGORY
    : refused
      ? SHOP_FAILED_TO_CREATE_CATEGORY
      : SHOP_ERROR_CREATING_CATEGORY;

  const submit = form.submitWith((values) => {
    const done = ({ category: saved }: { category: ProductCategory }) => {
      notify({ color: "green", message: category ? PRODUCT_CATEGORY_UPDATED : SHOP_CATEGORY_CREATED });
      onDone(saved);
    };
    if (category) update.mutate({ category, values }, { onSuccess: done });
    else create.mutate(values, { onSuccess: done });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={category ? "Edit category" : "Create category"}>
      <Stack gap="sm">
        <TextInput
          label="Category name"
          withAsterisk
          maxLength={PRODUCT_CATEGORY_NAME_MAX}
          {...form.getInputProps("name")}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps("description")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Display order"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("display_order")}
          />
          <Switch label="Active" mt={{ xs: 30 }} {...form.getInputProps("is_active", { type: "checkbox" })} />
        </SimpleGrid>
        <ImageSlot
          label="Category image"
          current={category?.image ?? null}
          choice={form.getValues().image}
          onChange={(choice) => form.setFieldValue("image", choice)}
          disabled={saving.isPending}
        />
        <TextInput label="Meta title" {...form.getInputProps("meta_title")} />
        <Textarea
          label="Meta description"
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps("meta_description")}
        />
        {saving.isError && <RetryAlert title={failure} error={saving.error} />}
        <ModalFormActions
          submitLabel={category ? "Save Category" : "Create Category"}
          onCancel={onCancel}
          busy={saving.isPending}
        />
      </Stack>
    </form>
  );
}

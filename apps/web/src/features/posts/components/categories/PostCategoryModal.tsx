import {
  createPostCategoryBody,
  DEFAULT_POST_CATEGORY_COLOR,
  DEFAULT_POST_TYPE,
  FAILED_TO_CREATE_POST_CATEGORY,
  FAILED_TO_UPDATE_POST_CATEGORY,
  POST_ICONS,
  POST_TYPE_DEFAULT_COLORS,
  POST_TYPE_DEFAULT_ICONS,
  POST_TYPE_LABELS,
  POST_TYPES,
  type PostCategory,
  type PostIcon,
  type PostType,
} from "@gym/contracts";
import { ColorInput, NumberInput, Select, Switch, Textarea, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreatePostCategory, useUpdatePostCategory } from "../../api/save-post-category.ts";

interface CategoryValues {
  name: string;
  post_type: PostType;
  description: string;
  icon: PostIcon;
  color: string;
  is_active: boolean;
  display_order: number | string;
}

const TYPE_OPTIONS = POST_TYPES.map((t) => ({ value: t, label: POST_TYPE_LABELS[t] }));
const ICON_OPTIONS = POST_ICONS.map((i) => ({ value: i, label: i }));

/** Create and edit a post category (part 2 §2, §5, §9: green challenge with a trophy by default). */
export function PostCategoryModal({ category, onClose }: { category: PostCategory | "new"; onClose: () => void }) {
  const editing = category === "new" ? null : category;
  const create = useCreatePostCategory();
  const update = useUpdatePostCategory();
  const mutation = editing ? update : create;
  const form = useContractForm<CategoryValues>({
    schema: createPostCategoryBody,
    initialValues: editing
      ? { ...editing, icon: editing.icon }
      : {
          name: "",
          post_type: DEFAULT_POST_TYPE,
          description: "",
          icon: POST_TYPE_DEFAULT_ICONS[DEFAULT_POST_TYPE],
          color: DEFAULT_POST_CATEGORY_COLOR,
          is_active: true,
          display_order: 0,
        },
    onValuesChange: () => mutation.isError && mutation.reset(),
  });

  // A new type brings its own icon and colour unless the owner already picked others.
  const changeType = (value: string | null) => {
    const type = (value ?? DEFAULT_POST_TYPE) as PostType;
    const before = form.values.post_type;
    form.setFieldValue("post_type", type);
    if (form.values.icon === POST_TYPE_DEFAULT_ICONS[before]) form.setFieldValue("icon", POST_TYPE_DEFAULT_ICONS[type]);
    if (form.values.color.toUpperCase() === POST_TYPE_DEFAULT_COLORS[before]) {
      form.setFieldValue("color", POST_TYPE_DEFAULT_COLORS[type]);
    }
  };

  const submit = form.submitWith((_payload, values) => {
    const done = (saved: PostCategory) => {
      notify({ color: "green", message: `Category "${saved.name}" saved` });
      onClose();
    };
    const onError = (error: unknown) => form.showServerErrors(error);
    if (editing) update.mutate({ id: editing.id, ...values }, { onSuccess: done, onError });
    else create.mutate(values, { onSuccess: done, onError });
  });

  const busy = mutation.isPending;
  return (
    <FormModal
      title={editing ? "Edit Category" : "Create Category"}
      formLabel={editing ? "Edit category" : "Create category"}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? "Update Category" : "Create Category"}
      error={
        mutation.isError && (
          <RetryAlert
            title={editing ? FAILED_TO_UPDATE_POST_CATEGORY : FAILED_TO_CREATE_POST_CATEGORY}
            error={mutation.error}
          />
        )
      }
    >
      <TextInput label="Name" withAsterisk data-autofocus disabled={busy} {...form.getInputProps("name")} />
      <Select
        label="Post type"
        withAsterisk
        data={TYPE_OPTIONS}
        allowDeselect={false}
        disabled={busy}
        {...form.getInputProps("post_type")}
        onChange={changeType}
      />
      <Textarea label="Description" autosize minRows={2} disabled={busy} {...form.getInputProps("description")} />
      <Select label="Icon" data={ICON_OPTIONS} allowDeselect={false} disabled={busy} {...form.getInputProps("icon")} />
      <ColorInput label="Colour" format="hex" disabled={busy} {...form.getInputProps("color")} />
      <NumberInput
        label="Display order"
        min={0}
        step={1}
        allowDecimal={false}
        disabled={busy}
        {...form.getInputProps("display_order")}
      />
      <Switch label="Active" disabled={busy} {...form.getInputProps("is_active", { type: "checkbox" })} />
    </FormModal>
  );
}

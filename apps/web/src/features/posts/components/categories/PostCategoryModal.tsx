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
import { ColorInput, Modal, NumberInput, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
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

function validate(values: CategoryValues): Record<string, string> {
  const parsed = createPostCategoryBody.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** Create and edit a post category (part 2 §2, §5, §9: green challenge with a trophy by default). */
export function PostCategoryModal({ category, onClose }: { category: PostCategory | "new"; onClose: () => void }) {
  const editing = category === "new" ? null : category;
  const create = useCreatePostCategory();
  const update = useUpdatePostCategory();
  const mutation = editing ? update : create;
  const form = useForm<CategoryValues>({
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
    validate,
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

  const submit = form.onSubmit((values) => {
    const done = (saved: PostCategory) => {
      notify({ color: "green", message: `Category "${saved.name}" saved` });
      onClose();
    };
    if (editing) update.mutate({ id: editing.id, ...values }, { onSuccess: done });
    else create.mutate(values, { onSuccess: done });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? "Edit Category" : "Create Category"}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? "Edit category" : "Create category"}>
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
          <Select
            label="Post type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("post_type")}
            onChange={changeType}
          />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
          <Select label="Icon" data={ICON_OPTIONS} allowDeselect={false} {...form.getInputProps("icon")} />
          <ColorInput label="Colour" format="hex" {...form.getInputProps("color")} />
          <NumberInput
            label="Display order"
            min={0}
            step={1}
            allowDecimal={false}
            {...form.getInputProps("display_order")}
          />
          <Switch label="Active" {...form.getInputProps("is_active", { type: "checkbox" })} />
          {mutation.isError && (
            <RetryAlert
              title={editing ? FAILED_TO_UPDATE_POST_CATEGORY : FAILED_TO_CREATE_POST_CATEGORY}
              error={mutation.error}
            />
          )}
          <ModalFormActions
            submitLabel={editing ? "Update Category" : "Create Category"}
            onCancel={onClose}
            busy={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

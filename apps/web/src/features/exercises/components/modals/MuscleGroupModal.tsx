import { type CreateMuscleGroupFields, createMuscleGroupFields } from "@gym/contracts";
import { NumberInput, Switch } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreateMuscleGroup } from "../../api/create-muscle-group.ts";
import { FAILED_TO_CREATE_MUSCLE_GROUP } from "../../utils/messages.ts";
import { GroupFields } from "./GroupFields.tsx";

interface MuscleGroupFormValues {
  name: string;
  description: string;
  /** NumberInput gives "" when empty; sent as 0 then (the spec's default). */
  display_order: number | string;
  is_active: boolean;
  image: File | null;
}

const displayOrder = (value: number | string) => (typeof value === "number" ? value : 0);

/** Add muscle group (part 1 §2, §7): name, description, display_order (default 0), is_active, image. */
export function MuscleGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return <MuscleGroupForm onClose={onClose} />;
}

function MuscleGroupForm({ onClose }: { onClose: () => void }) {
  const create = useCreateMuscleGroup();
  const form = useContractForm<MuscleGroupFormValues, CreateMuscleGroupFields>({
    schema: createMuscleGroupFields,
    initialValues: { name: "", description: "", display_order: 0, is_active: true, image: null },
    toPayload: ({ name, description, display_order }) => ({
      name,
      description,
      display_order: displayOrder(display_order),
    }),
  });
  const busy = create.isPending;

  const submit = form.submitWith((_fields, values) =>
    create.mutate(
      {
        name: values.name,
        description: values.description,
        display_order: displayOrder(values.display_order),
        is_active: values.is_active,
        image: values.image,
      },
      {
        onSuccess: (group) => {
          notify({ color: "green", message: `Muscle group "${group.name}" added` });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );

  return (
    <FormModal
      title="Add Muscle Group"
      formLabel="Add muscle group"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add Muscle Group"
      error={create.isError && <RetryAlert title={FAILED_TO_CREATE_MUSCLE_GROUP} error={create.error} />}
    >
      <GroupFields
        nameLabel="Muscle group name"
        inputProps={form.getInputProps}
        imageLabel="Image (optional)"
        disabled={busy}
      >
        <NumberInput
          label="Display order"
          min={0}
          allowDecimal={false}
          disabled={busy}
          {...form.getInputProps("display_order")}
        />
        <Switch label="Active" disabled={busy} {...form.getInputProps("is_active", { type: "checkbox" })} />
      </GroupFields>
    </FormModal>
  );
}

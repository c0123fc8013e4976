import { Modal, NumberInput, Stack, Switch } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { useCreateMuscleGroup } from "../../api/create-muscle-group.ts";
import { FAILED_TO_CREATE_MUSCLE_GROUP, MUSCLE_GROUP_NAME_REQUIRED } from "../../utils/messages.ts";
import { FormFailure } from "../FormFailure.tsx";
import { LibraryItemFields } from "./LibraryItemFields.tsx";

/** Add muscle group (part 1 §2, §7): name, description, display_order (default 0), is_active, image. */
export function MuscleGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} closeButtonProps={{ "aria-label": "Close" }} title="Add Muscle Group">
      <MuscleGroupForm onClose={onClose} />
    </Modal>
  );
}

function MuscleGroupForm({ onClose }: { onClose: () => void }) {
  const create = useCreateMuscleGroup();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [displayOrder, setDisplayOrder] = useState<number | string>(0);
  const [isActive, setIsActive] = useState(true);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure(MUSCLE_GROUP_NAME_REQUIRED);
    const display_order = typeof displayOrder === "number" ? displayOrder : 0;
    create.mutate(
      { name, description, display_order, is_active: isActive, image },
      {
        onSuccess: (group) => {
          notifications.show({ color: "green", message: `Muscle group "${group.name}" added` });
          onClose();
        },
        onError: () => setFailure(FAILED_TO_CREATE_MUSCLE_GROUP),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add muscle group">
      <Stack gap="sm">
        <LibraryItemFields
          nameLabel="Muscle group name"
          name={name}
          onNameChange={(next) => {
            setName(next);
            setFailure(null);
          }}
          description={description}
          onDescriptionChange={setDescription}
          imageLabel="Image (optional)"
          image={image}
          onImageChange={setImage}
        >
          <NumberInput
            label="Display order"
            min={0}
            allowDecimal={false}
            value={displayOrder}
            onChange={setDisplayOrder}
          />
          <Switch label="Active" checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
        </LibraryItemFields>
        <FormFailure message={failure} error={failure === MUSCLE_GROUP_NAME_REQUIRED ? undefined : create.error} />
        <ModalFormActions submitLabel="Add Muscle Group" onCancel={onClose} busy={create.isPending} />
      </Stack>
    </form>
  );
}

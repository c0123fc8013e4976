import { createMuscleGroupFields } from "@gym/contracts";
import { Modal, NumberInput, Stack, Switch } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { firstProblem } from "../../../../lib/first-problem.ts";
import { useCreateMuscleGroup } from "../../api/create-muscle-group.ts";
import { FAILED_TO_CREATE_MUSCLE_GROUP } from "../../utils/messages.ts";
import { GroupFields } from "./GroupFields.tsx";

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
    const display_order = typeof displayOrder === "number" ? displayOrder : 0;
    const problem = firstProblem(createMuscleGroupFields, { name, description, display_order });
    if (problem) return setFailure(problem);
    create.mutate(
      { name, description, display_order, is_active: isActive, image },
      {
        onSuccess: (group) => {
          notify({ color: "green", message: `Muscle group "${group.name}" added` });
          onClose();
        },
        onError: () => setFailure(FAILED_TO_CREATE_MUSCLE_GROUP),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add muscle group">
      <Stack gap="sm">
        <GroupFields
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
        </GroupFields>
        {failure && (
          <RetryAlert title={failure} error={failure === FAILED_TO_CREATE_MUSCLE_GROUP ? create.error : undefined} />
        )}
        <ModalFormActions submitLabel="Add Muscle Group" onCancel={onClose} busy={create.isPending} />
      </Stack>
    </form>
  );
}

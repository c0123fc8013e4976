import {
  type CreateDoorDeviceInput,
  createDoorDeviceBody,
  SAVE_STAFF_FAILED,
  type StaffPasswordResponse,
} from "@gym/contracts";
import { Text, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreateDoorDevice } from "../../api/create-door-device.ts";

/** A door device (decision 0323): a name; the server makes its username and a password shown once. */
export function DoorDeviceModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (answer: StaffPasswordResponse) => void;
}) {
  const create = useCreateDoorDevice();
  const form = useContractForm<{ name: string }, CreateDoorDeviceInput>({
    schema: createDoorDeviceBody,
    initialValues: { name: "" },
    labels: { name: "Device name" },
    onValuesChange: () => {
      if (create.isError) create.reset();
    },
  });
  const submit = form.submitWith((payload) =>
    create.mutate(payload, {
      onSuccess: (answer) => {
        onClose();
        onCreated(answer);
      },
      onError: form.showServerErrors,
    }),
  );
  return (
    <FormModal
      title="Add Door Device"
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add Device"
      error={create.error && <RetryAlert title={SAVE_STAFF_FAILED} error={create.error} />}
    >
      <Text size="sm" c="gray.7">
        A tablet at the entrance signs in with its own username and password and can only use the Front Desk's check-in.
      </Text>
      <TextInput
        label="Device name"
        withAsterisk
        maxLength={100}
        placeholder="Entrance tablet"
        disabled={create.isPending}
        data-autofocus
        {...form.getInputProps("name")}
      />
    </FormModal>
  );
}

import {
  type CreateStaffInput,
  createStaffBody,
  SAVE_STAFF_FAILED,
  type StaffAccount,
  type StaffPasswordResponse,
  TRAINER_ACCOUNT_NEEDS_TRAINER,
  type UpdateStaffInput,
  updateStaffBody,
} from "@gym/contracts";
import { Select, Text, TextInput } from "@mantine/core";
import { withFormRules } from "../../../../components/form/contract-resolver.ts";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { PhoneInput } from "../../../../components/form/PhoneInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useTrainerOptions } from "../../../../lib/trainers-list.ts";
import { useCreateStaff } from "../../api/create-staff.ts";
import { useUpdateStaff } from "../../api/update-staff.ts";
import {
  emptyStaffForm,
  ROLE_OPTIONS,
  ROLE_SUMMARIES,
  type StaffFormValues,
  staffFormFrom,
  toCreateStaffPayload,
  toUpdateStaffPayload,
} from "../../utils/staff-form.ts";

/** A trainer's account names its trainer: said under the field before the server is asked. */
const needsTrainer = (schema: typeof createStaffBody | typeof updateStaffBody) =>
  withFormRules<{ role?: string; trainer_id?: unknown }>(schema, (p, report) => {
    if (p.role === "TRAINER" && (p.trainer_id === null || p.trainer_id === undefined)) {
      report("trainer_id", TRAINER_ACCOUNT_NEEDS_TRAINER);
    }
  });
const createRules = needsTrainer(createStaffBody);
const updateRules = needsTrainer(updateStaffBody);

interface Props {
  /** null: a new account. */
  account: StaffAccount | null;
  onClose: () => void;
  /** A new account's first password, to show once. */
  onCreated: (answer: StaffPasswordResponse) => void;
}

/** Add a staff account or change one's name, phone and role (issue 25 §1, decision 0325). */
export function StaffModal({ account, onClose, onCreated }: Props) {
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const mutation = account ? update : create;
  const busy = mutation.isPending;
  const trainers = useTrainerOptions();
  const form = useContractForm<StaffFormValues, CreateStaffInput | UpdateStaffInput>({
    schema: account ? updateRules : createRules,
    initialValues: account ? staffFormFrom(account) : emptyStaffForm(),
    toPayload: account ? toUpdateStaffPayload : toCreateStaffPayload,
    labels: { full_name: "Name", username: "Username", phone: "Phone", role: "Role", trainer_id: "Trainer" },
    onValuesChange: () => {
      if (mutation.isError) mutation.reset();
    },
  });
  const submit = form.submitWith((payload) => {
    const onError = form.showServerErrors;
    if (account) {
      update.mutate(
        { id: account.id, ...(payload as UpdateStaffInput) },
        {
          onSuccess: (answer) => {
            notify({ color: "green", title: "Staff account updated", message: answer.message });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(payload as CreateStaffInput, {
        onSuccess: (answer) => {
          onClose();
          onCreated(answer);
        },
        onError,
      });
    }
  });

  return (
    <FormModal
      title={account ? "Edit Staff Account" : "Add Staff Account"}
      formLabel={account ? "Edit staff account" : "Add staff account"}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={account ? "Save" : "Add Account"}
      error={mutation.error && <RetryAlert title={SAVE_STAFF_FAILED} error={mutation.error} />}
    >
      <TextInput
        label="Name"
        withAsterisk
        maxLength={200}
        disabled={busy}
        data-autofocus
        {...form.getInputProps("full_name")}
      />
      <TextInput
        label="Username"
        withAsterisk
        maxLength={150}
        autoComplete="off"
        disabled={busy || account !== null}
        description={account ? "A username does not change" : "What they type to sign in, with the gym's schema name"}
        {...form.getInputProps("username")}
      />
      <PhoneInput label="Phone" maxLength={20} disabled={busy} {...form.getInputProps("phone")} />
      <Select
        label="Role"
        withAsterisk
        data={ROLE_OPTIONS}
        allowDeselect={false}
        disabled={busy}
        description={
          <Text span size="xs" c="gray.7">
            {ROLE_SUMMARIES[form.values.role]}
          </Text>
        }
        {...form.getInputProps("role")}
      />
      {form.values.role === "TRAINER" && (
        <Select
          label="Trainer"
          withAsterisk
          placeholder={trainers.isPending ? "Loading trainers..." : "Choose the trainer"}
          data={trainers.data ?? []}
          searchable
          disabled={busy}
          description="Their bookings are this trainer's"
          {...form.getInputProps("trainer_id")}
        />
      )}
    </FormModal>
  );
}

import { FAILED_TO_SAVE_RATE, type TrainerRate } from "@gym/contracts";
import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { firstFieldError } from "../../../../lib/field-errors.ts";
import { useSaveRate } from "../../api/save-rate.ts";
import {
  emptyRateForm,
  RATE_TYPE_OPTIONS,
  type RateFormValues,
  rateFormFrom,
  rateFormSchema,
  toRateInput,
} from "../../utils/rate-form.ts";

interface RateFormModalProps {
  /** A rate to edit; null to add one (for `trainerId` when given). */
  rate: TrainerRate | null;
  trainerId: number | null;
  /** Only active trainers are selectable (part 2 §5). */
  activeTrainers: { value: string; label: string }[];
  onClose: () => void;
}

/** Add/edit a trainer's charge: trainer and rate type are locked when editing (part 2 §5). */
export function RateFormModal({ rate, trainerId, activeTrainers, onClose }: RateFormModalProps) {
  const save = useSaveRate();
  const busy = save.isPending;
  const form = useContractForm<RateFormValues>({
    schema: rateFormSchema,
    initialValues: rate ? rateFormFrom(rate) : emptyRateForm(trainerId),
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });
  // An edited rate may belong to a trainer deactivated since: show it, locked.
  const trainerOptions =
    rate && !activeTrainers.some((o) => o.value === String(rate.trainer))
      ? [{ value: String(rate.trainer), label: rate.trainer_name }, ...activeTrainers]
      : activeTrainers;

  const submit = form.submitWith((_payload, values) =>
    save.mutate(
      { id: rate?.id ?? null, input: toRateInput(values) },
      {
        onSuccess: (answer) => {
          notify({ color: "green", message: `${answer.rate.trainer_name}: ${answer.message}` });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );

  return (
    <FormModal
      title={rate ? "Edit Rate" : "Add Rate"}
      formLabel={rate ? "Edit rate" : "Add rate"}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={rate ? "Update Rate" : "Add Rate"}
      error={
        save.isError && (
          <RetryAlert
            title={FAILED_TO_SAVE_RATE}
            text={firstFieldError(save.error, ["non_field_errors"])}
            error={save.error}
          />
        )
      }
    >
      <Select
        label="Trainer"
        withAsterisk
        searchable
        placeholder="Choose an active trainer"
        data={trainerOptions}
        nothingFoundMessage="No active trainers"
        disabled={busy || rate !== null}
        allowDeselect={false}
        {...form.getInputProps("trainer_id")}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="Rate Type"
          withAsterisk
          data={RATE_TYPE_OPTIONS}
          allowDeselect={false}
          disabled={busy || rate !== null}
          {...form.getInputProps("rate_type")}
        />
        <TextInput label="Currency" maxLength={3} disabled={busy} {...form.getInputProps("currency")} />
      </SimpleGrid>
      <NumberInput
        label="Amount"
        withAsterisk
        min={0}
        step={0.01}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        prefix={form.values.currency.trim().toUpperCase() === "INR" ? "₹" : ""}
        disabled={busy}
        {...form.getInputProps("amount")}
      />
    </FormModal>
  );
}

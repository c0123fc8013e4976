import { PLAN_NAME_MAX, type Plan, type PlanFormInput, planFields, SAVE_PLAN_FAILED } from "@gym/contracts";
import { Select, SimpleGrid, Switch, Text, TextInput } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useCreatePlan } from "../../api/create-plan.ts";
import { useUpdatePlan } from "../../api/update-plan.ts";
import {
  DAYS_CHOICE,
  DURATION_OPTIONS,
  emptyPlanForm,
  PLAN_FIELD_OF,
  type PlanFormValues,
  planFormFrom,
  toPlanPayload,
} from "../../utils/plan-form.ts";

/** Add or edit a plan (issue 23 §4, decision 0290): name, duration, price, admission fee, GST. */
export function PlanModal({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const mutation = plan ? update : create;
  const busy = mutation.isPending;
  const form = useContractForm<PlanFormValues, PlanFormInput>({
    schema: planFields,
    initialValues: plan ? planFormFrom(plan) : emptyPlanForm(),
    toPayload: toPlanPayload,
    fieldOf: PLAN_FIELD_OF,
    onValuesChange: () => {
      if (mutation.isError) mutation.reset();
    },
  });
  const submit = form.submitWith((payload) => {
    const done = (answer: { message: string }) => {
      notify({ color: "green", title: plan ? "Plan updated" : "Plan created", message: answer.message });
      onClose();
    };
    const onError = form.showServerErrors;
    if (plan) update.mutate({ id: plan.id, ...payload }, { onSuccess: done, onError });
    else create.mutate(payload, { onSuccess: done, onError });
  });

  return (
    <FormModal
      title={plan ? "Edit Plan" : "Add Plan"}
      formLabel={plan ? "Edit plan" : "Add plan"}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={plan ? "Save Plan" : "Create Plan"}
      error={mutation.error && <RetryAlert title={SAVE_PLAN_FAILED} error={mutation.error} />}
    >
      <TextInput
        label="Plan name"
        withAsterisk
        maxLength={PLAN_NAME_MAX}
        placeholder="Quarterly"
        disabled={busy}
        data-autofocus
        {...form.getInputProps("name")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Duration"
          withAsterisk
          data={DURATION_OPTIONS}
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps("duration")}
        />
        {form.values.duration === DAYS_CHOICE && (
          <TextInput
            label="Days"
            withAsterisk
            inputMode="numeric"
            placeholder="45"
            disabled={busy}
            {...form.getInputProps("days")}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput label="Price" withAsterisk placeholder="2700" disabled={busy} {...form.getInputProps("price")} />
        <MoneyInput
          label="Admission fee"
          placeholder="None"
          disabled={busy}
          description={
            <Text span size="xs" c="gray.7">
              Optional; added once, to the member's first bill
            </Text>
          }
          {...form.getInputProps("admission_fee")}
        />
      </SimpleGrid>
      <Switch
        label="Price includes GST"
        description={
          <Text span size="xs" c="gray.7">
            Off: GST at the gym's rate is added to each bill (when the gym has a GSTIN)
          </Text>
        }
        disabled={busy}
        {...form.getInputProps("gst_included", { type: "checkbox" })}
      />
    </FormModal>
  );
}

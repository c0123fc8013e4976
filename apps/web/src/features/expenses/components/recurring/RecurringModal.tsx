import {
  defaultRecurringNextDue,
  type ExpenseCategory,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  RECURRING_FREQUENCY_LABELS,
  type RecurringExpense,
  type RecurringFrequency,
  recurringExpenseFields,
} from "@gym/contracts";
import { Grid, Select, Switch, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { gymToday } from "../../../../lib/calendar-date.ts";
import { type RecurringSaved, useCreateRecurringExpense } from "../../api/create-recurring-expense.ts";
import { useUpdateRecurringExpense } from "../../api/update-recurring-expense.ts";
import { categoryOptions } from "../../utils/category-options.ts";
import { emptyRecurring, toRecurringPayload, valuesFromRecurring } from "../../utils/recurring-form.ts";
import { READABLE_DESCRIPTION } from "../common/colors.ts";
import { SchedulePreview } from "./SchedulePreview.tsx";

const FREQUENCY_OPTIONS = RECURRING_FREQUENCIES.map((f) => ({ value: f, label: RECURRING_FREQUENCY_LABELS[f] }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

interface Props {
  recurring: RecurringExpense | null;
  categories: readonly ExpenseCategory[];
  onClose: () => void;
}

/** Create/edit with a schedule preview (part 2 §2, §5, §9). The next due date follows start and frequency until edited. */
export function RecurringModal({ recurring, categories, onClose }: Props) {
  const create = useCreateRecurringExpense();
  const update = useUpdateRecurringExpense();
  const mutation = recurring ? update : create;
  const busy = mutation.isPending;
  const [nextTouched, setNextTouched] = useState(recurring !== null);
  const form = useContractForm({
    schema: recurringExpenseFields,
    initialValues: recurring ? valuesFromRecurring(recurring) : emptyRecurring(gymToday()),
    toPayload: toRecurringPayload,
  });
  const v = form.values;
  const recompute = (start: string, frequency: RecurringFrequency) => {
    if (!nextTouched && /^\d{4}-\d{2}-\d{2}$/.test(start))
      form.setFieldValue("next_due_date", defaultRecurringNextDue(start, frequency));
  };
  const options = categoryOptions(categories.filter((c) => c.is_active || c.id === recurring?.category));

  const submit = form.submitWith((payload) => {
    const done = (answer: RecurringSaved) => {
      const posted = answer.posted > 0 ? ` ${answer.posted} due date(s) were posted to the transactions.` : "";
      notify({ color: "green", title: "Saved", message: `${answer.message}.${posted}` });
      onClose();
    };
    if (recurring) update.mutate({ id: recurring.id, ...payload }, { onSuccess: done });
    else create.mutate(payload, { onSuccess: done });
  });

  return (
    <FormModal
      title={recurring ? "Edit Recurring Expense" : "Add Recurring Expense"}
      formLabel={recurring ? "Edit recurring expense" : "Add recurring expense"}
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={recurring ? "Update Recurring Expense" : "Create Recurring Expense"}
      error={
        mutation.error && (
          <RetryAlert
            title={recurring ? "Failed to update recurring expense" : "Failed to create recurring expense"}
            error={mutation.error}
          />
        )
      }
    >
      <TextInput
        label="Name"
        withAsterisk
        placeholder="e.g. Premises rent"
        disabled={busy}
        {...form.getInputProps("name")}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Category"
            withAsterisk
            searchable
            data={options}
            disabled={busy}
            {...form.getInputProps("category")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MoneyInput label="Amount" withAsterisk disabled={busy} {...form.getInputProps("amount")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Frequency"
            data={FREQUENCY_OPTIONS}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps("frequency")}
            onChange={(f) => {
              form.setFieldValue("frequency", f as RecurringFrequency);
              recompute(v.start_date, f as RecurringFrequency);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Payment Method"
            data={METHOD_OPTIONS}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps("payment_method")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateTextInput
            iso
            label="Start Date"
            withAsterisk
            disabled={busy}
            {...form.getInputProps("start_date")}
            onChange={(day) => {
              form.setFieldValue("start_date", day);
              recompute(day, v.frequency);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateTextInput
            iso
            label="Next Due Date"
            withAsterisk
            disabled={busy}
            {...form.getInputProps("next_due_date")}
            onChange={(day) => {
              setNextTouched(true);
              form.setFieldValue("next_due_date", day);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateTextInput iso label="End Date (optional)" disabled={busy} {...form.getInputProps("end_date")} />
        </Grid.Col>
      </Grid>
      <Textarea label="Description" autosize minRows={2} disabled={busy} {...form.getInputProps("description")} />
      <Switch
        label="Auto-generate"
        description="Add the expense to the transactions by itself on each due date"
        styles={READABLE_DESCRIPTION}
        disabled={busy}
        {...form.getInputProps("auto_generate", { type: "checkbox" })}
      />
      {recurring && (
        <Switch label="Active" disabled={busy} {...form.getInputProps("is_active", { type: "checkbox" })} />
      )}
      <SchedulePreview {...v} />
    </FormModal>
  );
}

import {
  FAILED_TO_SAVE_REMINDER_SEQUENCE,
  REMINDER_SEQUENCE_SAVED,
  REMINDER_STEPS_MAX,
  type ReminderSequence,
  type ReminderSequenceResponse,
  type ReminderStepTemplate,
  reminderStepLabel,
  updateReminderSequenceBody,
} from "@gym/contracts";
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useUpdateReminderSequence } from "../../api/update-reminder-sequence.ts";

interface Values {
  steps: { day: string; template: ReminderStepTemplate }[];
  repeat_every_days: string;
}

const TEMPLATES = [
  { value: "due_soon", label: "Due soon" },
  { value: "overdue", label: "Overdue" },
];

const toValues = (s: ReminderSequence): Values => ({
  steps: s.steps.map((step) => ({ day: String(step.day), template: step.template })),
  repeat_every_days: s.repeat_every_days === null ? "" : String(s.repeat_every_days),
});

/** The step's words under its day, while the day reads as a whole number. */
function dayHint(day: string): string | undefined {
  return /^-?\d+$/.test(day.trim()) ? reminderStepLabel(Number(day)) : undefined;
}

/**
 * The reminder sequence's steps (issue 26 §4, decision 0347): each a day relative to the due date (negative
 * before it) and the WhatsApp template it sends, then a repeat until paid. The contract's rules (not empty,
 * earliest first, no day twice) show under the step they concern, and nothing is sent until they pass.
 */
export function ReminderSequenceForm({ data }: { data: ReminderSequenceResponse }) {
  const save = useUpdateReminderSequence();
  const form = useContractForm<Values>({
    schema: updateReminderSequenceBody,
    initialValues: toValues(data.sequence),
    toPayload: (v) => ({
      steps: v.steps.map((s) => ({ day: s.day.trim(), template: s.template })),
      repeat_every_days: v.repeat_every_days.trim(),
    }),
    onValuesChange: () => save.reset(),
  });
  const submit = form.submitWith((payload) =>
    save.mutate(payload, {
      onSuccess: (answer) => {
        form.setValues(toValues(answer.sequence));
        form.resetDirty(toValues(answer.sequence));
        notify({ color: "green", message: REMINDER_SEQUENCE_SAVED });
      },
      onError: form.showServerErrors,
    }),
  );
  const busy = save.isPending;
  const steps = form.values.steps;
  const lastDay = Number(steps[steps.length - 1]?.day);
  const listError = form.errors.steps;

  return (
    <form onSubmit={submit} noValidate aria-label="Reminder sequence">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Days are counted from the due date: -7 is 7 days before it, 0 the day itself, 3 three days after.
        </Text>
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are edited in place; their position is their identity.
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={`Step ${i + 1}: day`}
              inputMode="numeric"
              w={120}
              disabled={busy}
              description={dayHint(step.day)}
              {...form.getInputProps(`steps.${i}.day`)}
            />
            <Select
              label="Template"
              data={TEMPLATES}
              allowDeselect={false}
              w={150}
              disabled={busy}
              {...form.getInputProps(`steps.${i}.template`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove step ${i + 1}`}
              disabled={busy}
              onClick={() => form.removeListItem("steps", i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof listError === "string" && (
          <Text size="sm" c="red.9" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={busy || steps.length >= REMINDER_STEPS_MAX}
            onClick={() =>
              form.insertListItem("steps", {
                day: Number.isFinite(lastDay) ? String(lastDay + 1) : "0",
                template: "overdue",
              })
            }
          >
            Add step
          </Button>
        </Group>
        <TextInput
          label="Then repeat every (days) until paid"
          description="Leave blank for no repeat"
          inputMode="numeric"
          w={260}
          disabled={busy}
          {...form.getInputProps("repeat_every_days")}
        />
        {save.isError && <RetryAlert title={FAILED_TO_SAVE_REMINDER_SEQUENCE} error={save.error} />}
        <Group justify="flex-end">
          <Button variant="default" disabled={busy} onClick={() => form.setValues(toValues(data.defaults))}>
            Restore defaults
          </Button>
          <Button type="submit" loading={busy}>
            Save sequence
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

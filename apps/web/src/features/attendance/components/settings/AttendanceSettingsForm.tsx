import {
  ATTENDANCE_SETTING_LABELS,
  ATTENDANCE_SETTINGS_SAVED,
  type AttendanceSettingsResponse,
  attendanceSettingsFields,
  FAILED_TO_SAVE_ATTENDANCE_SETTINGS,
} from "@gym/contracts";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useUpdateAttendanceSettings } from "../../api/update-attendance-settings.ts";

type Key = keyof AttendanceSettingsResponse["settings"];
type Values = Record<Key, string>;

const HINTS: Record<Key, (d: number) => string> = {
  dues_grace_days: (d) =>
    `Members with dues still get in (amber) this many days after the due date; 0 stops them at once. Default ${d}.`,
  repeat_window_minutes: (d) =>
    `A second check-in within this time says 'Already checked in' and stores nothing. Default ${d}.`,
  not_attending_days: (d) =>
    `'Paying but not attending' lists paid members with no visit in this many days. Default ${d}.`,
  in_gym_minutes: (d) => `'In the gym now' counts members checked in within this time. Default ${d}.`,
  freeze_days_a_year: (d) =>
    `A member may be frozen at most this many days in a calendar year; 0 turns freezing off. Default ${d}.`,
  freeze_past_days: (d) =>
    `A freeze may start up to this many days before today, to record a pause late; 0: today or later. Default ${d}.`,
};

const toValues = (s: AttendanceSettingsResponse["settings"]) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, String(v)])) as Values;

/** The desk's settings (decision 0254), checked with the schema the server uses. */
export function AttendanceSettingsForm({ data }: { data: AttendanceSettingsResponse }) {
  const save = useUpdateAttendanceSettings();
  const form = useContractForm<Values>({
    initialValues: toValues(data.settings),
    schema: attendanceSettingsFields,
  });
  const submit = form.submitWith((values) =>
    save.mutate(attendanceSettingsFields.parse(values), {
      onSuccess: (answer) => {
        form.setValues(toValues(answer.settings));
        form.resetDirty();
        notify({ color: "green", title: ATTENDANCE_SETTINGS_SAVED, message: "The desk and the reports use them now." });
      },
    }),
  );
  const keys = Object.keys(ATTENDANCE_SETTING_LABELS) as Key[];
  return (
    <form onSubmit={submit} noValidate aria-label="Attendance settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {keys.map((k) => (
            <TextInput
              key={k}
              label={ATTENDANCE_SETTING_LABELS[k]}
              description={HINTS[k](data.defaults[k])}
              inputMode="numeric"
              size="md"
              disabled={save.isPending}
              {...form.getInputProps(k)}
            />
          ))}
        </SimpleGrid>
        {save.isError && <RetryAlert title={FAILED_TO_SAVE_ATTENDANCE_SETTINGS} error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import "@mantine/dates/styles.css";
import { ActionIcon, Popover, Text, TextInput } from "@mantine/core";
import { type CalendarLevel, DatePicker } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { formatDate } from "../../lib/calendar-date.ts";
import { parseTypedDate, TYPED_DATE_FORMAT, toTypedDate } from "../../lib/typed-date.ts";

export interface DateTextInputProps {
  label: string;
  /** What the owner typed (DD-MM-YYYY, YYYY-MM-DD...), kept as typed: the form parses it when it checks. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** Shown while the field is empty or unreadable; a readable date shows how it was read instead. */
  hint?: ReactNode;
  /** The month the calendar opens on while the field is empty (a birth date: years back, not this month). */
  calendarStart?: string;
  /** The calendar's first view while empty: "decade" to pick a birth year quickly. */
  calendarLevel?: CalendarLevel;
  disabled?: boolean;
}

/**
 * A date field that never changes what was typed: the text stays as entered, a readable date is
 * confirmed under the field in words ("Reads as 25 Nov 1994"), and an unreadable one is left for the
 * form's check to name. The calendar button fills the field in the same DD-MM-YYYY form.
 */
export function DateTextInput(props: DateTextInputProps) {
  const { label, value, onChange, onBlur, error, withAsterisk, hint, calendarStart, calendarLevel, disabled } = props;
  const [open, setOpen] = useState(false);
  const parsed = parseTypedDate(value);
  const reading = parsed ? `Reads as ${formatDate(parsed)}` : hint;

  const calendar = (
    <Popover opened={open} onChange={setOpen} position="bottom-end" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label={`Choose ${label.toLowerCase()} from a calendar`}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={parsed}
          defaultDate={parsed ?? calendarStart}
          defaultLevel={parsed ? "month" : (calendarLevel ?? "month")}
          onChange={(day) => {
            if (day) onChange(toTypedDate(day));
            setOpen(false);
            onBlur?.();
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      label={label}
      withAsterisk={withAsterisk}
      placeholder={TYPED_DATE_FORMAT}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      description={
        reading ? (
          <Text span size="xs" c="gray.7">
            {reading}
          </Text>
        ) : undefined
      }
      rightSection={calendar}
    />
  );
}

import "@mantine/dates/styles.css";
import { ActionIcon, Popover, Text, TextInput } from "@mantine/core";
import { type CalendarLevel, DatePicker } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { formatDate } from "../../lib/calendar-date.ts";
import { isIsoDay, parseTypedDate, TYPED_DATE_FORMAT, toTypedDate, unreadableDateText } from "../../lib/typed-date.ts";

export interface DateTextInputProps {
  label: string;
  /**
   * Without `iso`: what the owner typed (DD-MM-YYYY, YYYY-MM-DD...), kept as typed, parsed by the form
   * when it checks. With `iso`: the day as YYYY-MM-DD ("" when empty), what the form keeps and sends.
   */
  value?: string;
  /**
   * Without `iso`: the text as typed. With `iso`: the day read from the text (YYYY-MM-DD), "" when the
   * field is emptied, or the text itself while it is not a date (so the form's check refuses it).
   */
  onChange: (value: string) => void;
  /** The form's value is a YYYY-MM-DD day (filters, and the forms that send the day as they keep it). */
  iso?: boolean;
  onBlur?: () => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** Shown while the field is empty or unreadable; a readable date shows how it was read instead. */
  hint?: ReactNode;
  /** The month the calendar opens on while the field is empty (a birth date: years back, not this month). */
  calendarStart?: string;
  /** The calendar's first view while empty: "decade" to pick a birth year quickly. */
  calendarLevel?: CalendarLevel;
  /** First and last days the calendar offers (YYYY-MM-DD); a typed day outside is named under the field. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  w?: number | string;
}

/** Under the field when a readable day is outside minDate..maxDate: the form's own check has the last word. */
export function dateRangeProblem(day: string, minDate?: string, maxDate?: string): string | null {
  if (minDate && day < minDate) return `Choose ${formatDate(minDate)} or later`;
  if (maxDate && day > maxDate) return `Choose ${formatDate(maxDate)} or earlier`;
  return null;
}

/** The text an ISO-valued field shows for the form's value: the day as DD-MM-YYYY, or the text as it is. */
const textFor = (value: string) => (isIsoDay(value) ? toTypedDate(value) : value);

/**
 * The product's one date field (issue 22 §11): typed day first as Indian owners type it (25-11-1994,
 * 25/11/1994, 25111994), never changed behind their back. A readable date is confirmed under the field in
 * words ("Reads as 25 Nov 1994"), an unreadable one is named once the field is left, and the calendar
 * button fills the field in the same DD-MM-YYYY form.
 */
export function DateTextInput(props: DateTextInputProps) {
  const {
    label,
    value = "",
    onChange,
    onBlur,
    error,
    withAsterisk,
    hint,
    calendarStart,
    calendarLevel,
    disabled,
  } = props;
  const { iso = false, minDate, maxDate, w } = props;
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  // With `iso`, the text is the field's own and the form holds the day. A new day from outside (a reset,
  // a computed default) replaces the text; a text that reads as the form's day stays as typed, and a
  // form that keeps only readable days (a filter) leaves an unreadable text on screen with its message.
  const [ownText, setOwnText] = useState(() => textFor(value));
  const [lastValue, setLastValue] = useState(value);
  if (iso && value !== lastValue) {
    setLastValue(value);
    if (parseTypedDate(ownText) !== value && ownText !== value) setOwnText(textFor(value));
  }
  const text = iso ? ownText : value;
  const parsed = parseTypedDate(text);
  const unreadable = text.trim() !== "" && parsed === null;
  const outside = parsed ? dateRangeProblem(parsed, minDate, maxDate) : null;
  const reading = parsed ? `Reads as ${formatDate(parsed)}` : hint;
  const shownError = (left && unreadable ? unreadableDateText(text) : null) ?? error ?? (left ? outside : null);

  const change = (next: string) => {
    if (!iso) {
      onChange(next);
      return;
    }
    setOwnText(next);
    onChange(next.trim() === "" ? "" : (parseTypedDate(next) ?? next));
  };

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
          {...(minDate ? { minDate } : {})}
          {...(maxDate ? { maxDate } : {})}
          onChange={(day) => {
            if (day) change(toTypedDate(day));
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
      value={text}
      onChange={(event) => {
        setLeft(false);
        change(event.currentTarget.value);
      }}
      onBlur={() => {
        setLeft(true);
        onBlur?.();
      }}
      error={shownError}
      disabled={disabled}
      w={w}
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

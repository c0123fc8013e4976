import { RECURRING_FREQUENCY_LABELS, type RecurringFrequency } from "@gym/contracts";
import {
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarRepeat,
  IconCalendarStats,
  IconCalendarWeek,
} from "@tabler/icons-react";

const ICONS = {
  DAILY: IconCalendarEvent,
  WEEKLY: IconCalendarWeek,
  MONTHLY: IconCalendarMonth,
  QUARTERLY: IconCalendarStats,
  YEARLY: IconCalendarRepeat,
} as const;

/** Part 2 §2: the card's frequency icon. */
export function FrequencyIcon({ frequency }: { frequency: RecurringFrequency }) {
  const Icon = ICONS[frequency];
  return <Icon size={18} aria-label={RECURRING_FREQUENCY_LABELS[frequency]} color="var(--mantine-color-indigo-8)" />;
}

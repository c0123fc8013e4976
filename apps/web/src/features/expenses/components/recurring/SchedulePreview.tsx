import { type RecurringFrequency, upcomingRecurringDueDates } from "@gym/contracts";
import { List, Paper, Text } from "@mantine/core";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate, gymToday } from "../../../../lib/calendar-date.ts";

interface Props {
  start_date: string;
  next_due_date: string;
  end_date: string;
  frequency: RecurringFrequency;
  amount: string | number;
  auto_generate: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Part 2 §2: the form's schedule preview: the next five due dates (none after the end date). */
export function SchedulePreview(p: Props) {
  if (!DATE.test(p.start_date) || !DATE.test(p.next_due_date)) return null;
  const dates = upcomingRecurringDueDates(
    {
      start_date: p.start_date,
      frequency: p.frequency,
      next_due_date: p.next_due_date,
      end_date: DATE.test(p.end_date) ? p.end_date : null,
    },
    5,
  );
  const amount = Number(p.amount);
  const today = gymToday();
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label="Schedule preview">
      <Text size="sm" fw={600} mb={4}>
        Schedule preview
      </Text>
      {dates.length === 0 ? (
        <Text size="sm" c="gray.7">
          No due dates before the end date.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {dates.map((d) => (
            <List.Item key={d}>
              {formatDate(d)}
              {Number.isFinite(amount) && amount > 0 ? ` · ${formatRupees(amount)}` : ""}
              {d <= today ? (p.auto_generate ? " · posted when you save" : " · overdue") : ""}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="gray.7" mt={4}>
        {p.auto_generate
          ? "Each due date adds this expense to the transactions by itself."
          : "Auto-generate is off: due dates only remind you; nothing is added to the transactions."}
      </Text>
    </Paper>
  );
}

import { ActionIcon, Button, Group, SegmentedControl, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { type CalendarView, rangeTitle } from "../../utils/calendar-range.ts";

const VIEWS = [
  { value: "month", label: "Month" },
  { value: "week", label: "Week" },
  { value: "list", label: "List" },
];

interface CalendarToolbarProps {
  view: CalendarView;
  anchor: string;
  onView: (view: CalendarView) => void;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
}

/** Part 2 §2: Month, Week and List views; previous/next/Today navigation. */
export function CalendarToolbar({ view, anchor, onView, onShift, onToday }: CalendarToolbarProps) {
  const unit = view === "week" ? "week" : "month";
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => onShift(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          Today
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => onShift(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Title order={3} size="h4" aria-live="polite">
          {rangeTitle(view, anchor)}
        </Title>
      </Group>
      <SegmentedControl
        aria-label="Calendar view"
        data={VIEWS}
        value={view}
        onChange={(v) => onView(v as CalendarView)}
      />
    </Group>
  );
}

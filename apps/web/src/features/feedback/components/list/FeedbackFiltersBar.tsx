import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackStatus,
} from "@gym/contracts";
import { Button, Group, Select } from "@mantine/core";

export interface FeedbackFilterValues {
  status: FeedbackStatus | null;
  priority: FeedbackPriority | null;
  category_id: number | null;
}

/** Filters by status, priority and category (part 2 §2). */
export function FeedbackFiltersBar({
  value,
  categories,
  onChange,
}: {
  value: FeedbackFilterValues;
  categories: FeedbackCategory[];
  onChange: (next: FeedbackFilterValues) => void;
}) {
  const active = value.status !== null || value.priority !== null || value.category_id !== null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Status"
        placeholder="All statuses"
        clearable
        data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABELS[s] }))}
        value={value.status}
        onChange={(v) => onChange({ ...value, status: (v as FeedbackStatus | null) ?? null })}
        w={{ base: "100%", xs: 180 }}
      />
      <Select
        label="Priority"
        placeholder="All priorities"
        clearable
        data={FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: FEEDBACK_PRIORITY_LABELS[p] }))}
        value={value.priority}
        onChange={(v) => onChange({ ...value, priority: (v as FeedbackPriority | null) ?? null })}
        w={{ base: "100%", xs: 180 }}
      />
      <Select
        label="Category"
        placeholder="All categories"
        clearable
        data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.category_id === null ? null : String(value.category_id)}
        onChange={(v) => onChange({ ...value, category_id: v ? Number(v) : null })}
        w={{ base: "100%", xs: 200 }}
      />
      {active && (
        <Button variant="default" onClick={() => onChange({ status: null, priority: null, category_id: null })}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}

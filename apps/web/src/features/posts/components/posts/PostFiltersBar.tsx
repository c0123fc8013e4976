import {
  POST_ORDERING_LABELS,
  POST_ORDERINGS,
  POST_PRIORITIES,
  POST_PRIORITY_LABELS,
  POST_STATUS_LABELS,
  POST_STATUSES,
  POST_TYPE_LABELS,
  POST_TYPES,
  type PostCategory,
} from "@gym/contracts";
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch, IconX } from "@tabler/icons-react";
import { EMPTY_POST_FILTERS, hasActiveFilters, type PostFilters } from "../../utils/post-filters.ts";

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const YES_NO = (yes: string, no: string) => [
  { value: "true", label: yes },
  { value: "false", label: no },
];

interface PostFiltersBarProps {
  filters: PostFilters;
  categories: PostCategory[];
  onChange: (filters: PostFilters) => void;
}

/** Part 2 §2: search, category, status, priority, type, featured, active, ordering, Clear. */
export function PostFiltersBar({ filters, categories, onChange }: PostFiltersBarProps) {
  const set = (key: keyof PostFilters) => (value: string | null) => onChange({ ...filters, [key]: value ?? "" });
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Title, text or tag"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
        />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.category || null}
          onChange={set("category")}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={options(POST_STATUSES, POST_STATUS_LABELS)}
          value={filters.status || null}
          onChange={set("status")}
        />
        <Select
          label="Priority"
          placeholder="All priorities"
          clearable
          data={options(POST_PRIORITIES, POST_PRIORITY_LABELS)}
          value={filters.priority || null}
          onChange={set("priority")}
        />
        <Select
          label="Type"
          placeholder="All types"
          clearable
          data={options(POST_TYPES, POST_TYPE_LABELS)}
          value={filters.post_type || null}
          onChange={set("post_type")}
        />
        <Select
          label="Featured"
          placeholder="All"
          clearable
          data={YES_NO("Featured only", "Not featured")}
          value={filters.is_featured || null}
          onChange={set("is_featured")}
        />
        <Select
          label="Active"
          placeholder="All"
          clearable
          data={YES_NO("Active only", "Inactive only")}
          value={filters.is_active || null}
          onChange={set("is_active")}
        />
        <Select
          label="Order by"
          allowDeselect={false}
          data={options(POST_ORDERINGS, POST_ORDERING_LABELS)}
          value={filters.ordering}
          onChange={(v) =>
            onChange({ ...filters, ordering: (v ?? EMPTY_POST_FILTERS.ordering) as PostFilters["ordering"] })
          }
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={!hasActiveFilters(filters)}
          onClick={() => onChange(EMPTY_POST_FILTERS)}
        >
          Clear
        </Button>
      </Group>
    </Paper>
  );
}

import { type ExpenseCategory, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TransactionFilters } from "@gym/contracts";
import { Button, Collapse, Grid, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { isIsoDay } from "../../../../lib/typed-date.ts";
import { isFiltered } from "../../utils/transaction-filters.ts";

interface Props {
  filters: TransactionFilters;
  categories: readonly ExpenseCategory[];
  onChange: (next: TransactionFilters) => void;
}

const TYPE_OPTIONS = [
  { value: "", label: "All types" },
  { value: "INCOME", label: "Income" },
  { value: "EXPENSE", label: "Expense" },
];
const METHOD_OPTIONS = [
  { value: "", label: "All methods" },
  ...PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] })),
];

/** Part 2 §2: start date, end date, type, search, category, payment method (all on the server here). */
export function TransactionFiltersBar({ filters, categories, onChange }: Props) {
  const [search, setSearch] = useState(filters.search ?? "");
  const pushSearch = useDebouncedCallback(
    (text: string) => onChange({ ...filters, search: text.trim() || undefined, page: undefined }),
    300,
  );
  useEffect(() => setSearch(filters.search ?? ""), [filters.search]);
  const set = (patch: TransactionFilters) => onChange({ ...filters, ...patch, page: undefined });
  // On a phone the filters other than search fold away, so the list starts on the first screen.
  const wide = useMediaQuery("(min-width: 62em)", true);
  const [shown, setShown] = useState(false);
  const narrowed = Boolean(
    filters.start_date || filters.end_date || filters.transaction_type || filters.category || filters.payment_method,
  );

  return (
    <Stack gap="xs">
      <TextInput
        label="Search"
        placeholder="Title, description, member or reference"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          pushSearch(e.currentTarget.value);
        }}
      />
      {!wide && (
        <Button
          variant={narrowed ? "light" : "default"}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={shown}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? "Hide filters" : narrowed ? "Filters (on)" : "More filters"}
        </Button>
      )}
      <Collapse expanded={wide || shown}>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 6, md: 2 }}>
            <DateTextInput
              iso
              label="Start date"
              value={filters.start_date ?? ""}
              {...(filters.end_date ? { maxDate: filters.end_date } : {})}
              onChange={(v) => (v === "" || isIsoDay(v) ? set({ start_date: v || undefined }) : undefined)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <DateTextInput
              iso
              label="End date"
              value={filters.end_date ?? ""}
              {...(filters.start_date ? { minDate: filters.start_date } : {})}
              onChange={(v) => (v === "" || isIsoDay(v) ? set({ end_date: v || undefined }) : undefined)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <Select
              label="Type"
              data={TYPE_OPTIONS}
              value={filters.transaction_type ?? ""}
              allowDeselect={false}
              onChange={(v) => set({ transaction_type: (v || undefined) as TransactionFilters["transaction_type"] })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <Select
              label="Payment Method"
              data={METHOD_OPTIONS}
              value={filters.payment_method ?? ""}
              allowDeselect={false}
              onChange={(v) => set({ payment_method: (v || undefined) as TransactionFilters["payment_method"] })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, md: 3 }}>
            <Select
              label="Category"
              searchable
              data={[
                { value: "", label: "All categories" },
                ...categories.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              value={filters.category === undefined ? "" : String(filters.category)}
              allowDeselect={false}
              onChange={(v) => set({ category: v ? Number(v) : undefined })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 1 }}>
            <Button
              variant="default"
              fullWidth
              leftSection={<IconX size={16} aria-hidden />}
              disabled={!isFiltered(filters)}
              onClick={() => {
                setSearch("");
                onChange({});
              }}
            >
              Clear
            </Button>
          </Grid.Col>
        </Grid>
      </Collapse>
    </Stack>
  );
}

import type { ProductCategory, ProductOrdering } from "@gym/contracts";
import { Button, CloseButton, Collapse, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useDebouncedCommit } from "../../../../lib/use-debounced-commit.ts";
import {
  activeFilterCount,
  type ProductFilters as Filters,
  hasFilters,
  NO_FILTERS,
  type StockFilter,
} from "../../utils/product-filters.ts";
import { FEATURED_OPTIONS, ORDERING_OPTIONS, PriceInput, STOCK_OPTIONS } from "./filter-inputs.tsx";

interface ProductFiltersProps {
  filters: Filters;
  categories: ProductCategory[];
  onChange: (change: Partial<Filters>) => void;
}

/**
 * Part 2 §2: search, category, min price, max price, brand, stock, featured, ordering, Clear. On a phone
 * the search and the order stay in view and the other filters fold behind a Filters button.
 */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  const [open, { toggle }] = useDisclosure(false);
  const [search, setSearch] = useDebouncedCommit(filters.search, (v) => onChange({ search: v }));
  const [brand, setBrand] = useDebouncedCommit(filters.brand, (v) => onChange({ brand: v }));
  const categoryOptions = [
    { value: "", label: "All categories" },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const active = activeFilterCount(filters);
  const searchBox = (
    <TextInput
      label="Search products"
      placeholder="Name, brand, SKU"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
      rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch("")} /> : null}
    />
  );
  const ordering = (
    <Select
      label="Sort by"
      data={ORDERING_OPTIONS}
      value={filters.ordering}
      onChange={(v) => onChange({ ordering: (v ?? "-created_at") as ProductOrdering })}
      allowDeselect={false}
    />
  );
  const clear = (
    <Button
      variant="default"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={() => onChange({ ...NO_FILTERS })}
      disabled={!hasFilters(filters) && filters.ordering === NO_FILTERS.ordering}
      style={{ alignSelf: "end" }}
    >
      Clear
    </Button>
  );
  const more = (
    <>
      <Select
        label="Category"
        data={categoryOptions}
        value={filters.category}
        onChange={(v) => onChange({ category: v ?? "" })}
        allowDeselect={false}
      />
      <PriceInput label="Min price" value={filters.min_price} onCommit={(v) => onChange({ min_price: v })} />
      <PriceInput label="Max price" value={filters.max_price} onCommit={(v) => onChange({ max_price: v })} />
      <TextInput
        label="Brand"
        placeholder="Any brand"
        value={brand}
        onChange={(e) => setBrand(e.currentTarget.value)}
      />
      <Select
        label="Stock"
        data={STOCK_OPTIONS}
        value={filters.stock}
        onChange={(v) => onChange({ stock: (v ?? "") as StockFilter })}
        allowDeselect={false}
      />
      <Select
        label="Featured"
        data={FEATURED_OPTIONS}
        value={filters.featured ? "1" : ""}
        onChange={(v) => onChange({ featured: v === "1" })}
        allowDeselect={false}
      />
    </>
  );
  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
        {searchBox}
        {more}
        {ordering}
        {clear}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xs">
      {searchBox}
      <SimpleGrid cols={2} spacing="sm">
        {ordering}
        <Button
          variant="default"
          onClick={toggle}
          aria-expanded={open}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          style={{ alignSelf: "end" }}
        >
          Filters{active ? ` (${active})` : ""}
        </Button>
      </SimpleGrid>
      <Collapse expanded={open}>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {more}
          {clear}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}

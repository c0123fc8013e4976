import { PRODUCT_ORDERING_LABELS, PRODUCT_ORDERINGS, type ProductCategory, type ProductOrdering } from "@gym/contracts";
import { Button, CloseButton, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useDebouncedCommit } from "../../hooks/use-debounced-commit.ts";
import {
  type ProductFilters as Filters,
  hasFilters,
  NO_FILTERS,
  type StockFilter,
} from "../../utils/product-filters.ts";

const STOCK_OPTIONS = [
  { value: "", label: "All" },
  { value: "in", label: "In Stock" },
  { value: "out", label: "Out of Stock" },
];
const FEATURED_OPTIONS = [
  { value: "", label: "All" },
  { value: "1", label: "Featured Only" },
];
const ORDERING_OPTIONS = PRODUCT_ORDERINGS.map((o) => ({ value: o, label: PRODUCT_ORDERING_LABELS[o] }));

interface ProductFiltersProps {
  filters: Filters;
  categories: ProductCategory[];
  onChange: (change: Partial<Filters>) => void;
}

/** A price box: digits and at most two decimals, committed once typing pauses. */
function PriceInput({ label, value, onCommit }: { label: string; value: string; onCommit: (v: string) => void }) {
  const [text, setText] = useDebouncedCommit(value, (v) => onCommit(/^\d+(\.\d{1,2})?$/.test(v) ? v : ""));
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      placeholder="₹"
      value={text}
      onChange={(e) => setText(e.currentTarget.value.replace(/[^\d.]/g, ""))}
    />
  );
}

/** Part 2 §2: search, category, min price, max price, brand, stock, featured, ordering, Clear. */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
  const [search, setSearch] = useDebouncedCommit(filters.search, (v) => onChange({ search: v }));
  const [brand, setBrand] = useDebouncedCommit(filters.brand, (v) => onChange({ brand: v }));
  const categoryOptions = [
    { value: "", label: "All categories" },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label="Search products"
        placeholder="Name, brand, SKU"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch("")} /> : null}
      />
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
      <Select
        label="Sort by"
        data={ORDERING_OPTIONS}
        value={filters.ordering}
        onChange={(v) => onChange({ ordering: (v ?? "-created_at") as ProductOrdering })}
        allowDeselect={false}
      />
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={() => onChange({ ...NO_FILTERS })}
        disabled={!hasFilters(filters) && filters.ordering === NO_FILTERS.ordering}
        style={{ alignSelf: "end" }}
      >
        Clear
      </Button>
    </SimpleGrid>
  );
}

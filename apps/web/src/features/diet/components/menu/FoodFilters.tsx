import type { DietCategory } from "@gym/contracts";
import { Button, Chip, Group, Select, SimpleGrid, Stack } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { SearchInput } from "../../../../components/ui/SearchInput.tsx";
import { useDebouncedCommit } from "../../../../lib/use-debounced-commit.ts";
import { type FoodFilters as Filters, hasFoodFilters, NO_FOOD_FILTERS } from "../../utils/food-filters.ts";

interface FoodFiltersProps {
  filters: Filters;
  categories: DietCategory[];
  onChange: (change: Partial<Filters>) => void;
}

/** Part 2 §2: search, category, vegetarian, vegan, gluten free, clear; each change reloads the list. */
export function FoodFilters({ filters, categories, onChange }: FoodFiltersProps) {
  const [search, setSearch] = useDebouncedCommit(filters.search, (v) => onChange({ search: v }));
  const categoryOptions = [
    { value: "", label: "All categories" },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <SearchInput
          label="Search food"
          placeholder="Name, description, ingredient"
          value={search}
          onChange={setSearch}
        />
        <Select
          label="Category"
          data={categoryOptions}
          value={filters.category}
          onChange={(v) => onChange({ category: v ?? "" })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group gap="xs" justify="space-between">
        <Group gap="xs" role="group" aria-label="Dietary filters">
          <Chip checked={filters.vegetarian} onChange={(v) => onChange({ vegetarian: v })} color="green">
            Vegetarian
          </Chip>
          <Chip checked={filters.vegan} onChange={(v) => onChange({ vegan: v })} color="teal">
            Vegan
          </Chip>
          <Chip checked={filters.glutenFree} onChange={(v) => onChange({ glutenFree: v })} color="orange">
            Gluten Free
          </Chip>
        </Group>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({ ...NO_FOOD_FILTERS })}
          disabled={!hasFoodFilters(filters)}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}

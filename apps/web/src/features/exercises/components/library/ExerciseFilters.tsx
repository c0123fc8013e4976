import { Group, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DIFFICULTIES, EQUIPMENT } from "../../api/types.ts";
import { enumOptions } from "../../utils/labels.ts";
import { FILTER_PARAMS, readListFilters, withParam } from "../../utils/library-params.ts";

const SEARCH_DELAY_MS = 300;

/** Difficulty, equipment and search, kept in the URL query; the menu endpoint filters on the server. */
export function ExerciseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const [search, setSearch] = useState(filters.search ?? "");

  const set = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: true });
  const commitSearch = useDebouncedCallback(
    (value: string) => set(FILTER_PARAMS.search, value.trim()),
    SEARCH_DELAY_MS,
  );

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Exercise filters">
      <TextInput
        label="Search"
        placeholder="Name, description or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        w={260}
      />
      <Select
        label="Difficulty"
        placeholder="All difficulties"
        data={enumOptions(DIFFICULTIES)}
        value={filters.difficulty ?? null}
        onChange={(value) => set(FILTER_PARAMS.difficulty, value)}
        clearable
        w={200}
      />
      <Select
        label="Equipment"
        placeholder="All equipment"
        data={enumOptions(EQUIPMENT)}
        value={filters.equipment ?? null}
        onChange={(value) => set(FILTER_PARAMS.equipment, value)}
        clearable
        w={200}
      />
    </Group>
  );
}

import { Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { DIFFICULTIES, EQUIPMENT } from "../../api/types.ts";
import { enumOptions } from "../../utils/labels.ts";
import { FILTER_PARAMS, readListFilters, withParam } from "../../utils/library-params.ts";

const SEARCH_DELAY_MS = 300;

/** Difficulty, equipment and search, kept in the URL query; the menu endpoint filters on the server. */
export function ExerciseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const { pathname } = useLocation();
  const urlSearch = filters.search ?? "";
  const [search, setSearch] = useState(urlSearch);

  const set = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: true });

  // Typing settles for a moment before the URL (and so the server query) changes. Leaving the list
  // mid-typing must never pull the user back to it: the timer dies with the component, and it does
  // nothing once the browser is already elsewhere (a navigation may still be rendering).
  useEffect(() => {
    const next = search.trim();
    if (next === urlSearch) return;
    const timer = setTimeout(() => {
      if (globalThis.location?.pathname !== pathname) return;
      setParams((current) => withParam(current, FILTER_PARAMS.search, next), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, pathname, setParams]);

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Exercise filters">
      <TextInput
        label="Search"
        placeholder="Name, description or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
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

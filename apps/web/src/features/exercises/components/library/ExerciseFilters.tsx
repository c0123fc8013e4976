import { Group, Select } from "@mantine/core";
import { useLocation, useSearchParams } from "react-router-dom";
import { SearchInput } from "../../../../components/ui/SearchInput.tsx";
import { useDebouncedCommit } from "../../../../lib/use-debounced-commit.ts";
import { DIFFICULTIES, EQUIPMENT } from "../../api/types.ts";
import { enumOptions } from "../../utils/labels.ts";
import { FILTER_PARAMS, readListFilters, withParam } from "../../utils/library-params.ts";

/** Difficulty, equipment and search, kept in the URL query; the menu endpoint filters on the server. */
export function ExerciseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const { pathname } = useLocation();
  const urlSearch = filters.search ?? "";

  const set = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: true });

  // Typing settles for a moment before the URL (and so the server query) changes. Leaving the list
  // mid-typing must never pull the user back to it: nothing is written once the browser is elsewhere.
  const [search, setSearch] = useDebouncedCommit(urlSearch, (next) => {
    if (globalThis.location?.pathname !== pathname) return;
    setParams((current) => withParam(current, FILTER_PARAMS.search, next), { replace: true });
  });

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Exercise filters">
      <SearchInput label="Search" placeholder="Name, description or tag" value={search} onChange={setSearch} w={260} />
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

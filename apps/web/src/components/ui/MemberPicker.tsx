import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { type MemberOption, useMemberOptions } from "../../lib/member-options.ts";

interface MemberPickerProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The chosen member's label when it may not be among the search results (an edit form, a filter). */
  selectedLabel?: string | null;
  placeholder?: string;
  error?: string | null | undefined;
  disabled?: boolean;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/** A member chosen by typing part of a name, username or member code; the server searches. */
export function MemberPicker({
  label,
  value,
  onChange,
  selectedLabel,
  placeholder = "Type a name or member ID",
  error,
  disabled,
  withAsterisk,
  clearable,
}: MemberPickerProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<MemberOption | null>(
    value && selectedLabel ? { value, label: selectedLabel } : null,
  );
  // While the box shows the chosen member's label, that label is not a search.
  const query = chosen && debounced === chosen.label ? "" : debounced;
  const options = useMemberOptions(query);
  const data = useMemo(() => {
    const found = options.data ?? [];
    return chosen && chosen.value === value && !found.some((o) => o.value === chosen.value)
      ? [chosen, ...found]
      : found;
  }, [options.data, chosen, value]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable ?? false}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? "Searching…" : "No members found"}
      error={error}
      disabled={disabled ?? false}
      withAsterisk={withAsterisk ?? false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useGymMembers } from "../../lib/gym-members.ts";

interface Props extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: number | null;
  onChange: (id: number | null) => void;
}

/** Members searched on the server as the owner types (GET /api/gym-members/), shown as "MEM0007 - Full Name (STATUS)". */
export function GymMemberSelect({ value, onChange, ...rest }: Props) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const members = useGymMembers(debounced);
  const data = (members.data?.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.member_id} - ${m.full_name} (${m.status})`,
  }));
  return (
    <Select
      searchable
      clearable
      placeholder="All members"
      nothingFoundMessage={members.isFetching ? "Searching..." : "No members found"}
      filter={({ options }) => options}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      {...rest}
    />
  );
}

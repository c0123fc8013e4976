import { CloseButton, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { MEMBER_STATUSES, type MemberStatus, parseStatus, STATUS_LABELS } from "../../../../lib/membership.ts";

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...MEMBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

interface MemberFiltersProps {
  search: string;
  onSearchChange: (text: string) => void;
  status: MemberStatus | null;
  onStatusChange: (status: MemberStatus | null) => void;
}

/** Part 1 §2: "Search box, status filter". The search runs on the server once typing pauses. */
export function MemberFilters({ search, onSearchChange, status, onStatusChange }: MemberFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search members"
        placeholder="Name, member code, username, email or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => onSearchChange("")} /> : null}
        style={{ flex: "1 1 320px" }}
        type="search"
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status ?? ""}
        onChange={(value) => onStatusChange(parseStatus(value))}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}

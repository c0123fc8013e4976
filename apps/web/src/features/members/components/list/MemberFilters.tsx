import { Group, Select } from "@mantine/core";
import { SearchInput } from "../../../../components/ui/SearchInput.tsx";
import { MEMBER_STATUSES, type MemberStatus, parseStatus, STATUS_LABELS } from "../../../../lib/membership.ts";

/** The filter's value for the archive (decision 0261): archived members are out of every other choice. */
const ARCHIVED = "ARCHIVED";

const statusOptions = (archivedCount: number | undefined) => [
  { value: "", label: "All statuses" },
  ...MEMBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: ARCHIVED, label: archivedCount === undefined ? "Archived" : `Archived (${archivedCount})` },
];

interface MemberFiltersProps {
  search: string;
  onSearchChange: (text: string) => void;
  status: MemberStatus | null;
  onStatusChange: (status: MemberStatus | null) => void;
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  archivedCount: number | undefined;
}

/** Part 1 §2: "Search box, status filter". The search runs on the server once typing pauses. */
export function MemberFilters(props: MemberFiltersProps) {
  const { search, onSearchChange, status, onStatusChange, archived, onArchivedChange, archivedCount } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label="Search members"
        placeholder="Name, member code, username, email or phone"
        value={search}
        onChange={onSearchChange}
        style={{ flex: "1 1 320px" }}
      />
      <Select
        label="Status"
        data={statusOptions(archivedCount)}
        value={archived ? ARCHIVED : (status ?? "")}
        onChange={(value) => (value === ARCHIVED ? onArchivedChange(true) : onStatusChange(parseStatus(value)))}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}

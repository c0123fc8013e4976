import { Group, Select } from "@mantine/core";
import { MemberPicker } from "../../../components/ui/MemberPicker.tsx";

export type StatusFilter = "all" | "pending" | "completed";
const STATUS_OPTIONS = [
  { value: "all", label: "All Status" },
  { value: "pending", label: "Pending" },
  { value: "completed", label: "Completed" },
];

interface AssignmentFiltersProps {
  member: string | null;
  memberLabel: string | null;
  onMember: (id: string | null) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** Part 2 §2: Member (All Members or one) and Status (All Status, Pending, Completed). */
export function AssignmentFilters({ member, memberLabel, onMember, status, onStatus }: AssignmentFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
      <MemberPicker
        label="Member"
        placeholder="All Members"
        clearable
        value={member}
        selectedLabel={memberLabel}
        onChange={onMember}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        allowDeselect={false}
        onChange={(v) => onStatus((v ?? "all") as StatusFilter)}
      />
    </Group>
  );
}

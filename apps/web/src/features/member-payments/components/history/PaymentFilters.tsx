import { PAYMENT_STATUSES } from "@gym/contracts";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { GymMemberSelect } from "../../../../components/ui/GymMemberSelect.tsx";
import { STATUS_LABELS } from "../../utils/status.ts";

export interface HistoryFilters {
  search: string;
  member: number | null;
  status: string | null;
  /** YYYY-MM */
  month: string | null;
}

export const NO_FILTERS: HistoryFilters = { search: "", member: null, status: null, month: null };

/** Part 2 §2 memberPayments filters: search (member name, reference, month), member, status, month, clear. */
export function PaymentFilters({ value, onChange }: { value: HistoryFilters; onChange: (f: HistoryFilters) => void }) {
  const set = (change: Partial<HistoryFilters>) => onChange({ ...value, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Member name, reference or month"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        miw={220}
        style={{ flex: 1 }}
      />
      <GymMemberSelect label="Member" value={value.member} onChange={(member) => set({ member })} w={220} />
      <Select
        label="Payment status"
        placeholder="All statuses"
        clearable
        data={PAYMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        value={value.status}
        onChange={(status) => set({ status })}
        w={170}
      />
      <TextInput
        label="Membership month"
        type="month"
        value={value.month ?? ""}
        onChange={(e) => set({ month: e.currentTarget.value || null })}
        w={170}
      />
      <Button variant="default" onClick={() => onChange(NO_FILTERS)}>
        Clear
      </Button>
    </Group>
  );
}

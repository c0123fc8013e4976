import { AUDIT_AREA_LABELS, AUDIT_AREAS, type AuditStaff } from "@gym/contracts";
import { Button, Select } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { DateTextInput } from "../../../components/ui/DateTextInput.tsx";
import { FilterField, FiltersBar } from "../../../components/ui/FiltersBar.tsx";
import { MemberPicker } from "../../../components/ui/MemberPicker.tsx";
import type { AuditFilters } from "../../../lib/audit-entries.ts";
import { isIsoDay } from "../../../lib/typed-date.ts";

interface Props {
  filters: AuditFilters;
  staff: readonly AuditStaff[];
  /** The chosen member's name, when the list shows it (the picker cannot know it from the URL). */
  memberLabel: string | null;
  onChange: (next: AuditFilters) => void;
}

const AREA_OPTIONS = AUDIT_AREAS.map((a) => ({ value: a, label: AUDIT_AREA_LABELS[a] }));

/** Issue 25 §5: staff, area, member, date range; every filter is applied by the server. */
export function AuditFiltersBar({ filters, staff, memberLabel, onChange }: Props) {
  const set = (patch: AuditFilters) => onChange({ ...filters, ...patch });
  const staffOptions = staff.map((s) => ({ value: String(s.id), label: `${s.full_name} (${s.username})` }));
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <FiltersBar>
      <FilterField span={{ base: 12, sm: 6, md: 2.25 }}>
        <Select
          label="Staff"
          placeholder="All staff"
          data={staffOptions}
          value={filters.user_id ? String(filters.user_id) : null}
          onChange={(v) => set({ user_id: v ? Number(v) : undefined })}
          clearable
        />
      </FilterField>
      <FilterField span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label="Area"
          placeholder="All areas"
          data={AREA_OPTIONS}
          value={filters.area ?? null}
          onChange={(v) => set({ area: (v as AuditFilters["area"]) ?? undefined })}
          clearable
        />
      </FilterField>
      <FilterField span={{ base: 12, sm: 6, md: 2.25 }}>
        <MemberPicker
          label="Member"
          placeholder="All members"
          value={filters.member_id ? String(filters.member_id) : null}
          selectedLabel={memberLabel}
          onChange={(v) => set({ member_id: v ? Number(v) : undefined })}
          clearable
        />
      </FilterField>
      <FilterField span={{ base: 6, md: 2 }}>
        <DateTextInput
          iso
          label="From"
          value={filters.from ?? ""}
          {...(filters.to ? { maxDate: filters.to } : {})}
          onChange={(v) => (v === "" || isIsoDay(v) ? set({ from: v || undefined }) : undefined)}
        />
      </FilterField>
      <FilterField span={{ base: 6, md: 2 }}>
        <DateTextInput
          iso
          label="To"
          value={filters.to ?? ""}
          {...(filters.from ? { minDate: filters.from } : {})}
          onChange={(v) => (v === "" || isIsoDay(v) ? set({ to: v || undefined }) : undefined)}
        />
      </FilterField>
      <FilterField span={{ base: 12, md: 1.5 }}>
        <Button
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={!filtered}
          onClick={() => onChange({})}
          fullWidth
        >
          Clear
        </Button>
      </FilterField>
    </FiltersBar>
  );
}

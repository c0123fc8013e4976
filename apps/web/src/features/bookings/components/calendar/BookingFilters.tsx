import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from "@gym/contracts";
import { Chip, Group, Select } from "@mantine/core";
import type { TrainerOption } from "../../../../lib/trainers-list.ts";
import { STATUS_COLOURS } from "../../utils/booking-status.ts";

interface BookingFiltersProps {
  status: BookingStatus | null;
  onStatus: (status: BookingStatus | null) => void;
  trainer: string | null;
  onTrainer: (trainer: string | null) => void;
  trainers: TrainerOption[];
}

/**
 * Part 2 §2 "status filters", which also serve as the colour legend: each chip wears its status's
 * colour. Filtering happens on the server, as does the trainer filter.
 */
export function BookingFilters({ status, onStatus, trainer, onTrainer, trainers }: BookingFiltersProps) {
  return (
    <Group gap="sm" align="center" justify="space-between">
      <Chip.Group
        multiple={false}
        value={status ?? "all"}
        onChange={(v) => onStatus(v === "all" ? null : (v as BookingStatus))}
      >
        <Group gap={6} role="group" aria-label="Filter by status">
          <Chip value="all" variant="outline">
            All
          </Chip>
          {BOOKING_STATUSES.map((s) => (
            <Chip
              key={s}
              value={s}
              variant="filled"
              styles={{
                label:
                  status === s
                    ? { backgroundColor: STATUS_COLOURS[s].background, color: STATUS_COLOURS[s].text }
                    : { borderColor: STATUS_COLOURS[s].background, borderWidth: 2 },
              }}
            >
              {BOOKING_STATUS_LABELS[s]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Select
        aria-label="Filter by trainer"
        placeholder="All trainers"
        clearable
        searchable
        data={trainers.map((t) => ({ value: t.value, label: t.active ? t.label : `${t.label} (inactive)` }))}
        value={trainer}
        onChange={onTrainer}
        w={{ base: "100%", xs: 240 }}
      />
    </Group>
  );
}

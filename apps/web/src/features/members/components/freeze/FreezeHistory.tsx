import { FAILED_TO_FETCH_FREEZES, FREEZE_STATE_LABELS } from "@gym/contracts";
import { Skeleton, Stack, Text } from "@mantine/core";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useMemberFreezes } from "../../api/get-member-freezes.ts";

/** A member's freezes (decision 0258): the days frozen per calendar year against the gym's maximum, then each freeze. */
export function FreezeHistory({ memberId, limit = 3 }: { memberId: number; limit?: number }) {
  const freezes = useMemberFreezes(memberId);
  if (freezes.isPending) return <Skeleton height={40} />;
  if (freezes.isError)
    return <RetryAlert title={FAILED_TO_FETCH_FREEZES} error={freezes.error} onRetry={() => freezes.refetch()} />;
  const { days_by_year, max_days_a_year, results } = freezes.data;
  if (!results.length)
    return (
      <Text size="sm" c="gray.7" data-testid="freeze-history">
        No freezes yet. The gym allows {max_days_a_year} frozen days a year.
      </Text>
    );
  return (
    <Stack gap={2} data-testid="freeze-history">
      {days_by_year.map((y) => (
        <Text key={y.year} size="sm">
          Frozen in {y.year}: {y.days} of {max_days_a_year} days
        </Text>
      ))}
      {results.slice(0, limit).map((f) => (
        <Text key={f.id} size="xs" c="gray.7">
          {formatDate(f.from_date)} – {formatDate(f.last_frozen_day ?? f.to_date)} · {FREEZE_STATE_LABELS[f.state]} ·{" "}
          {f.reason}
        </Text>
      ))}
    </Stack>
  );
}

import {
  collectionRateText,
  FAILED_TO_AUTO_GENERATE,
  FAILED_TO_FETCH_MONTHLY_PAYMENTS,
  type MonthlyMember,
  monthMembersText,
  SELECT_MEMBERS_TO_MARK_PAID,
} from "@gym/contracts";
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { useAutoGenerate } from "../../api/auto-generate.ts";
import { usePaymentsByMonth } from "../../api/get-payments-by-month.ts";
import { pendingRupees } from "../../utils/amounts.ts";
import { OWED_COLOR, PAID_COLOR } from "../../utils/colors.ts";
import { shiftMonth, yearMonth } from "../../utils/month.ts";
import { filterCount, filterLabel, visibleFilters } from "../../utils/status.ts";
import { monthlyQuery } from "../../utils/tracking-params.ts";
import { DiscountModal } from "../shared/DiscountModal.tsx";
import { BulkPayModal } from "./BulkPayModal.tsx";
import { MemberPaymentCard } from "./MemberPaymentCard.tsx";
import { MonthlyPagination } from "./MonthlyPagination.tsx";
import { MonthToolbar } from "./MonthToolbar.tsx";
import { RemindersModal } from "./RemindersModal.tsx";
import { useCardActions } from "./use-card-actions.tsx";
import type { TrackingParams } from "./use-tracking-params.ts";

interface Props {
  params: TrackingParams;
  update: (change: Partial<TrackingParams>) => void;
  onPay: (m: MonthlyMember) => void;
}

/**
 * Part 2 §2 smart tracking, Monthly view. Counts are the whole month's; the cards are one page of the
 * server's (decision 0246), with search, filter, page and size in the URL.
 */
export function MonthlyView({ params, update, onPay }: Props) {
  const [search, setSearch] = useState(params.search);
  const pushSearch = useDebouncedCallback((q: string) => update({ search: q.trim() }), 300);
  useEffect(() => setSearch(params.search), [params.search]);
  const data = usePaymentsByMonth(monthlyQuery(params));
  const generate = useAutoGenerate();
  const card = useCardActions();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [discounting, setDiscounting] = useState<MonthlyMember | null>(null);
  const [noneSelected, setNoneSelected] = useState(false);
  // A selection belongs to the month it was made in.
  const [selectionMonth, setSelectionMonth] = useState(params.month);
  if (selectionMonth !== params.month) {
    setSelectionMonth(params.month);
    setSelected(new Set());
  }

  const info = data.data?.month_info;
  const members = data.data?.members ?? [];
  const toggle = (id: number, on: boolean) => {
    setNoneSelected(false);
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const autoGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (a) =>
        notify({
          color: "green",
          title: "Auto-Generate",
          message: `${a.message}: ${a.summary.created_overdue} overdue, ${a.summary.created_upcoming} upcoming`,
        }),
      onError: (e) =>
        notify({ color: "red", title: FAILED_TO_AUTO_GENERATE, message: failureText(e, FAILED_TO_AUTO_GENERATE) }),
    });

  return (
    <Stack gap="md">
      <MonthToolbar
        monthName={info?.month_name ?? params.month}
        onPrevious={() => update({ month: shiftMonth(params.month, -1) })}
        onNext={() => update({ month: shiftMonth(params.month, 1) })}
        selected={selected.size}
        onAutoGenerate={autoGenerate}
        generating={generate.isPending}
        onBulkPay={() => (selected.size ? setBulkOpen(true) : setNoneSelected(true))}
        onRemind={(status) => card.remind({ payment_status: status, ...yearMonth(params.month) })}
        reminding={card.reminding}
      />
      {noneSelected && (
        <Alert
          color="orange"
          variant="light"
          withCloseButton
          onClose={() => setNoneSelected(false)}
          closeButtonLabel="Dismiss"
        >
          {SELECT_MEMBERS_TO_MARK_PAID}
        </Alert>
      )}
      <TextInput
        aria-label="Search by name or phone"
        placeholder="Search by name or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          pushSearch(e.currentTarget.value);
        }}
      />
      {info && (
        <Text size="sm" c="gray.7" data-testid="monthly-members">
          {monthMembersText(info.total_members, info.suspended_left_out)}
        </Text>
      )}
      {info && (
        <Group gap="xs" role="group" aria-label="Filter by status">
          {visibleFilters(info.status_breakdown).map((f) => (
            <Button
              key={f}
              size="xs"
              variant={params.status === f ? "filled" : "default"}
              aria-pressed={params.status === f}
              onClick={() => update({ status: f })}
            >
              {filterLabel(f)} ({filterCount(f, info.status_breakdown)})
            </Button>
          ))}
        </Group>
      )}
      {data.isError && (
        <RetryAlert
          text={failureText(data.error, FAILED_TO_FETCH_MONTHLY_PAYMENTS)}
          onRetry={() => void data.refetch()}
          retrying={data.isFetching}
        />
      )}
      {data.isPending && <Skeleton h={240} />}
      {data.data && members.length === 0 && (
        <Paper withBorder p="xl" ta="center" c="gray.7">
          No members match. Try another filter, or Auto-Generate this month's records.
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" style={{ opacity: data.isPlaceholderData ? 0.6 : 1 }}>
        {members.map((m) => (
          <MemberPaymentCard
            key={m.member_id}
            member={m}
            selected={m.payment_id !== null && selected.has(m.payment_id)}
            onSelect={(on) => m.payment_id !== null && toggle(m.payment_id, on)}
            actions={{
              ...card,
              onPay,
              onTimeline: (x) => update({ view: "timeline", member: x.member_id }),
              onDiscount: setDiscounting,
            }}
          />
        ))}
      </SimpleGrid>
      {data.data && data.data.count > 0 && (
        <MonthlyPagination
          count={data.data.count}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
        />
      )}
      {info && (
        <Paper withBorder radius="md" p="sm">
          <Group gap="lg" justify="center">
            <Text size="sm" data-testid="monthly-collection-rate">
              {collectionRateText(info.members_paid, info.members_billed, `in ${info.month_name}`)}
            </Text>
            <Text size="sm" c={PAID_COLOR}>
              Paid <strong>{formatRupees(info.total_paid)}</strong>
            </Text>
            <Text size="sm" c={OWED_COLOR}>
              Pending <strong>{formatRupees(pendingRupees(info.total_due, info.total_paid))}</strong>
            </Text>
          </Group>
        </Paper>
      )}
      {bulkOpen && (
        <BulkPayModal
          ids={[...selected]}
          onClose={() => setBulkOpen(false)}
          onDone={() => {
            setBulkOpen(false);
            setSelected(new Set());
          }}
        />
      )}
      {discounting?.payment_id && (
        <DiscountModal
          payment={{
            id: discounting.payment_id,
            amount_due: discounting.amount_due,
            label: `${discounting.member_name}, ${discounting.reference_number ?? ""}`,
          }}
          onClose={() => setDiscounting(null)}
        />
      )}
      {card.reminded && <RemindersModal result={card.reminded} onClose={card.closeReminders} />}
    </Stack>
  );
}

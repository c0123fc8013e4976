import {
  daysText,
  FAILED_TO_FETCH_RENEWALS,
  NO_RENEWALS_DUE,
  RENEWAL_WINDOWS,
  RENEWALS_PAGE_SIZE_DEFAULT,
  type Renewal,
  type RenewalWindow,
} from "@gym/contracts";
import { Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBrandWhatsapp, IconCash } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ListPagination } from "../../../../components/ui/ListPagination.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useRenewals } from "../../api/get-renewals.ts";
import { type PaymentTarget, RecordPaymentModal } from "../shared/RecordPaymentModal.tsx";

const WIDE = "(min-width: 62em)";

const dueIn = (days: number) => (days === 0 ? "Due today" : `In ${daysText(days)}`);

function toTarget(r: Renewal): PaymentTarget {
  return {
    memberId: r.member_id,
    memberName: r.member_name,
    renewalDate: r.renewal_date,
    paymentId: r.payment_id,
    remaining: r.amount_expected,
    reference: null,
    month: r.due_date.slice(0, 7),
    title: "Renew membership",
  };
}

function Actions({ renewal, onRenew }: { renewal: Renewal; onRenew: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" leftSection={<IconCash size={14} aria-hidden />} onClick={onRenew}>
        Renew
      </Button>
      {renewal.whatsapp_url && (
        <Button
          component="a"
          href={renewal.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="default"
          leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
          aria-label={`Remind ${renewal.member_name} on WhatsApp`}
        >
          Remind
        </Button>
      )}
    </Group>
  );
}

const windowOf = (text: string | null): RenewalWindow =>
  RENEWAL_WINDOWS.find((w) => String(w) === text) ?? RENEWAL_WINDOWS[0];

/**
 * The renewals worklist (issue 26 §3, decision 0346): members whose next payment falls due within 7, 14 or
 * 30 days (the window in the URL), with the amount expected in total; Renew opens the Record Payment popup,
 * Remind opens WhatsApp with the ready message.
 */
export function RenewalsWorklist() {
  const [params, setParams] = useSearchParams();
  const within = windowOf(params.get("within"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const renewals = useRenewals({ within, page });
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
  const [renewing, setRenewing] = useState<Renewal | null>(null);
  const data = renewals.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / RENEWALS_PAGE_SIZE_DEFAULT)) : 1;
  const setWindow = (value: string) =>
    setParams((p) => {
      p.set("within", value);
      p.delete("page");
      return p;
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          Renewals due
        </Title>
        <SegmentedControl
          aria-label="Due within"
          value={String(within)}
          onChange={setWindow}
          data={RENEWAL_WINDOWS.map((w) => ({ value: String(w), label: `${w} days` }))}
        />
      </Group>
      {data && (
        <Text size="sm" data-testid="renewals-summary">
          {data.count} {data.count === 1 ? "member" : "members"} · {formatRupees(data.total_expected)} expected
        </Text>
      )}
      {renewals.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_RENEWALS}
          error={renewals.error}
          onRetry={() => void renewals.refetch()}
          retrying={renewals.isFetching}
        />
      )}
      {renewals.isPending && <Skeleton h={160} />}
      {data?.results.length === 0 && (
        <Text size="sm" c="gray.7">
          {NO_RENEWALS_DUE}
        </Text>
      )}
      {data && data.results.length > 0 && wide && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Expected</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((r) => (
              <Table.Tr key={r.member_id}>
                <Table.Td>
                  {r.member_name}
                  {r.excluded_from_reminders && (
                    <Badge ml="xs" size="xs" variant="light" color="gray" c="gray.9">
                      No reminders
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{r.plan_name ?? "—"}</Table.Td>
                <Table.Td>
                  {formatDate(r.due_date)} · {dueIn(r.days_until)}
                </Table.Td>
                <Table.Td ta="right">{formatRupees(r.amount_expected)}</Table.Td>
                <Table.Td>
                  <Actions renewal={r} onRenew={() => setRenewing(r)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.results.length > 0 && !wide && (
        <Stack gap="xs">
          {data.results.map((r) => (
            <Paper key={r.member_id} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {r.member_name}
                </Text>
                <Text size="sm" c="gray.7">
                  {formatDate(r.due_date)} · {dueIn(r.days_until)} · {formatRupees(r.amount_expected)}
                </Text>
                <Actions renewal={r} onRenew={() => setRenewing(r)} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <ListPagination
          value={page}
          total={pages}
          onChange={(p) =>
            setParams((q) => {
              q.set("page", String(p));
              return q;
            })
          }
        />
      )}
      {renewing && <RecordPaymentModal target={toTarget(renewing)} onClose={() => setRenewing(null)} />}
    </Stack>
  );
}

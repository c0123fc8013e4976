import { FAILED_TO_FETCH_MEMBER_PAYMENTS, type MemberPayment, NO_PAYMENT_RECORDS } from "@gym/contracts";
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ExportMenu } from "../../../components/ui/ExportMenu.tsx";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { exportPayments } from "../api/export-payments.ts";
import { type PaymentsQuery, usePayments } from "../api/get-payments.ts";
import { type HistoryFilters, NO_FILTERS, PaymentFilters } from "../components/history/PaymentFilters.tsx";
import { PaymentFormModal } from "../components/history/PaymentFormModal.tsx";
import { PaymentRecordCard } from "../components/history/PaymentRecordCard.tsx";
import { DiscountModal } from "../components/shared/DiscountModal.tsx";

const PAGE_SIZE = 30;

function toQuery(f: HistoryFilters, search: string, page: number): PaymentsQuery {
  return {
    page,
    page_size: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(f.member ? { member_id: f.member } : {}),
    ...(f.status ? { payment_status: f.status as PaymentsQuery["payment_status"] } : {}),
    ...(f.month ? { year: Number(f.month.slice(0, 4)), month: Number(f.month.slice(5, 7)) } : {}),
  };
}

/** /dashboard/memberPayments (part 2 §2 "Member payment history"). */
export default function MemberPaymentsPage() {
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const list = usePayments(toQuery(filters, search, page));
  const [editing, setEditing] = useState<MemberPayment | "new" | null>(null);
  const [discounting, setDiscounting] = useState<MemberPayment | null>(null);
  const count = list.data?.count ?? 0;

  return (
    <Stack gap="md">
      <PageHeader
        title="Member Payment History"
        back={{ to: "/dashboard/smartPaymentTracking", label: "Back to Smart Payment Tracking" }}
        subtitle={list.data ? `${count} payment record(s)` : undefined}
        actions={
          <>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Record Payment
            </Button>
            <ExportMenu
              download={exportPayments}
              filters={{ ...toQuery(filters, search, 1), page: undefined, page_size: undefined }}
            />
          </>
        }
      />
      <PaymentFilters
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      {list.isError && (
        <RetryAlert
          text={failureText(list.error, FAILED_TO_FETCH_MEMBER_PAYMENTS)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && <Skeleton h={240} />}
      {list.data && list.data.payments.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{NO_PAYMENT_RECORDS}</Text>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data?.payments.map((p) => (
          <PaymentRecordCard key={p.id} payment={p} onEdit={() => setEditing(p)} onDiscount={() => setDiscounting(p)} />
        ))}
      </SimpleGrid>
      {count > PAGE_SIZE && <ListPagination total={Math.ceil(count / PAGE_SIZE)} value={page} onChange={setPage} />}
      {discounting && (
        <DiscountModal
          payment={{ ...discounting, label: `${discounting.member_name}, ${discounting.membership_month_display}` }}
          onClose={() => setDiscounting(null)}
        />
      )}
      {editing && <PaymentFormModal payment={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

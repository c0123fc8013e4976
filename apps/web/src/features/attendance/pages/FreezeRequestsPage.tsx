import {
  FAILED_TO_FETCH_FREEZE_REQUESTS,
  FREEZE_REQUEST_STATUS_LABELS,
  FREEZE_REQUEST_STATUSES,
  type FreezeRequestStatus,
} from "@gym/contracts";
import { Group, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useFreezeRequests } from "../api/get-freeze-requests.ts";
import { FreezeRequestList } from "../components/freeze-requests/FreezeRequestList.tsx";

const isStatus = (v: string | null): v is FreezeRequestStatus =>
  FREEZE_REQUEST_STATUSES.includes(v as FreezeRequestStatus);

/**
 * /dashboard/freezeRequests (designed, decision 0344): the freezes members asked for on their own page,
 * pending first; Approve makes the freeze through the front desk's rules, Decline sends a reason back.
 */
export default function FreezeRequestsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: FreezeRequestStatus = isStatus(raw) ? raw : "PENDING";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useFreezeRequests({ status, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / list.data.page_size)) : 1;
  return (
    <Stack gap="md">
      <PageHeader
        title="Freeze Requests"
        back={{ to: "/dashboard/frontDesk", label: "Back to Front Desk" }}
        subtitle="Freezes members asked for on their own page"
      />
      <SegmentedControl
        value={status}
        onChange={(v) => setParams({ status: v })}
        data={FREEZE_REQUEST_STATUSES.map((s) => ({ value: s, label: FREEZE_REQUEST_STATUS_LABELS[s] }))}
        aria-label="Status"
        w="fit-content"
      />
      {list.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_FREEZE_REQUESTS}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && <Skeleton h={160} />}
      {list.data && list.data.results.length === 0 && (
        <Text c="gray.7">No {FREEZE_REQUEST_STATUS_LABELS[status].toLowerCase()} freeze requests.</Text>
      )}
      {list.data && list.data.results.length > 0 && <FreezeRequestList requests={list.data.results} />}
      {pages > 1 && (
        <Group justify="center">
          <ListPagination total={pages} value={page} onChange={(p) => setParams({ status, page: String(p) })} />
        </Group>
      )}
    </Stack>
  );
}

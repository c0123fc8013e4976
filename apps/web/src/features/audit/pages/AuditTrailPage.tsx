import {
  AUDIT_EMPTY,
  AUDIT_EMPTY_NO_FILTERS,
  AUDIT_PAGE_SIZE_DEFAULT,
  FAILED_TO_EXPORT_AUDIT,
  FAILED_TO_FETCH_AUDIT,
} from "@gym/contracts";
import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useSearchParams } from "react-router-dom";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { type AuditFilters, useAuditEntries } from "../../../lib/audit-entries.ts";
import { useExportAuditEntries } from "../api/export-audit-entries.ts";
import { AuditEntryList } from "../components/AuditEntryList.tsx";
import { AuditFiltersBar } from "../components/AuditFiltersBar.tsx";
import { filtersFromSearch, searchFromFilters } from "../utils/filters.ts";

/**
 * /dashboard/auditTrail (issue 25 §5; designed, decision 0333): every signed-in write, newest first, with
 * who, when, from where and what changed; filtered by staff, area, member and days, paged on the server,
 * and exported as CSV with the same filters.
 */
export default function AuditTrailPage() {
  const [search, setSearch] = useSearchParams();
  const { page, ...filters } = filtersFromSearch(search);
  const list = useAuditEntries({ ...filters, page, page_size: AUDIT_PAGE_SIZE_DEFAULT });
  const csv = useExportAuditEntries();
  const setFilters = (next: AuditFilters) => setSearch(searchFromFilters(next), { replace: true });
  const setPage = (next: number) => setSearch(searchFromFilters({ ...filters, page: next }));
  const data = list.data;
  const memberLabel =
    filters.member_id !== undefined
      ? (data?.entries.find((e) => e.member_id === filters.member_id)?.member_name ?? null)
      : null;
  const exportCsv = () =>
    csv.mutate(filters, {
      onError: (error) => notify({ color: "red", title: FAILED_TO_EXPORT_AUDIT, message: failureText(error, "") }),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Audit Trail"
        back={{ to: "/dashboard", label: "Back to Home" }}
        subtitle="Every change made through the dashboard: who, when, from where and what changed"
        actions={
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} aria-hidden />}
            loading={csv.isPending}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        }
      />
      <AuditFiltersBar filters={filters} staff={data?.staff ?? []} memberLabel={memberLabel} onChange={setFilters} />
      {list.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_AUDIT}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && (
        <Stack gap="xs" data-testid="audit-loading">
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      )}
      {data && data.entries.length === 0 && (
        <Text c="gray.7" py="md">
          {Object.values(filters).some((v) => v !== undefined && v !== "") ? AUDIT_EMPTY : AUDIT_EMPTY_NO_FILTERS}
        </Text>
      )}
      {data && data.entries.length > 0 && (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <AuditEntryList entries={data.entries} />
          {(page > 1 || data.has_next) && (
            <Group justify="center">
              <ListPagination total={data.has_next ? page + 1 : page} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

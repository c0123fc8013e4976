import { Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ExportMenu } from "../../../components/ui/ExportMenu.tsx";
import { MemberLinkButton } from "../../../components/ui/MemberLinkButton.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useDebouncedCommit } from "../../../lib/use-debounced-commit.ts";
import { exportMembers } from "../api/export-members.ts";
import { membersErrorText, useMembers } from "../api/get-members.ts";
import { MemberCards } from "../components/list/MemberCards.tsx";
import { MemberFilters } from "../components/list/MemberFilters.tsx";
import { MemberStatCards } from "../components/list/MemberStatCards.tsx";
import { MembersEmptyState } from "../components/list/MembersEmptyState.tsx";
import { MembersPagination } from "../components/list/MembersPagination.tsx";
import { MembersTable } from "../components/list/MembersTable.tsx";
import { MembersTableSkeleton } from "../components/list/MembersTableSkeleton.tsx";
import { useListParams } from "../hooks/use-list-params.ts";

/** Mantine's `md`: from here the table fits beside the sidebar; below it members are cards. */
const WIDE_SCREEN = "(min-width: 62em)";

/** /dashboard/membersList (part 1 §2 "Members List"). Filters and page are in the query string. */
export default function MembersListPage() {
  const [params, update] = useListParams();
  const [searchText, setSearchText] = useDebouncedCommit(params.search, (search) => update({ search }));
  // Read at once (not after a first render), so a phone never draws the table before its cards.
  const wide = useMediaQuery(WIDE_SCREEN, undefined, { getInitialValueInEffect: false });
  const list = useMembers({
    page: params.page,
    page_size: params.pageSize,
    ...(params.search ? { search: params.search } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.archived ? { archived: true } : {}),
  });
  const data = list.data;
  const filtered = Boolean(params.search || params.status || params.archived);

  return (
    <Stack gap="md">
      <PageHeader
        title="Members"
        actions={
          <>
            <MemberLinkButton link="addMember" />
            <MemberLinkButton link="bulkUpload" />
            <MemberLinkButton link="plans" />
            <ExportMenu download={exportMembers} filters={{ search: params.search, status: params.status }} />
          </>
        }
      />

      <MemberStatCards
        stats={data?.stats}
        selected={params.archived ? "ARCHIVED" : params.status}
        onSelect={(status) => update({ status, archived: false })}
      />
      <MemberFilters
        search={searchText}
        onSearchChange={setSearchText}
        status={params.status}
        onStatusChange={(status) => update({ status, archived: false })}
        archived={params.archived}
        onArchivedChange={(archived) => update({ archived, status: null })}
        archivedCount={data?.archived_count}
      />

      {list.isError && (
        <RetryAlert
          text={membersErrorText(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && <MembersTableSkeleton />}
      {data && data.results.length === 0 && (
        <MembersEmptyState filtered={filtered} onClear={() => update({ search: "", status: null, archived: false })} />
      )}
      {data && data.results.length > 0 && (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          {wide ? <MembersTable members={data.results} /> : <MemberCards members={data.results} />}
          <MembersPagination
            count={data.count}
            page={params.page}
            pageSize={params.pageSize}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
          />
        </Stack>
      )}
    </Stack>
  );
}

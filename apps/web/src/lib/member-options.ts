import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getMembers, type MemberListQuery, memberKeys } from "./members-list.ts";

/**
 * Members as choices for the screens that pick one (trainer booking, exercise assignments): the
 * documented `GET /api/members/members/` (its one client, members-list.ts) searched on the server, a
 * short page at a time, so no screen loads a whole gym's member list. Same keys as the members list, so
 * adding or suspending a member reloads these too.
 */
export const MEMBER_OPTIONS_PAGE = 20;

export interface MemberOption {
  value: string;
  label: string;
}

export const memberOptionLabel = (m: { full_name: string; member_id: string }) => `${m.full_name} (${m.member_id})`;

function memberPageQuery(query: MemberListQuery) {
  return {
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => getMembers(query, signal),
  };
}

export function useMemberOptions(search: string) {
  return useQuery({
    ...memberPageQuery({ search, page_size: MEMBER_OPTIONS_PAGE }),
    select: (page) => page.results.map((m): MemberOption => ({ value: String(m.id), label: memberOptionLabel(m) })),
    placeholderData: keepPreviousData,
  });
}

/** How many members the gym has (a one-row page): screens disable "add" buttons at zero. */
export function useMemberCount() {
  return useQuery({ ...memberPageQuery({ page_size: 1 }), select: (page) => page.count });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * Members as choices for the screens that pick one (trainer booking, exercise assignments): the
 * documented `GET /api/members/members/` searched on the server, a short page at a time, so no
 * screen loads a whole gym's member list.
 */
export const MEMBERS_PATH = "/api/members/members/";
export const MEMBER_OPTIONS_PAGE = 20;

interface MemberRow {
  id: number;
  member_id: string;
  full_name: string;
}
interface MemberPage {
  count: number;
  results: MemberRow[];
}

export interface MemberOption {
  value: string;
  label: string;
}

export const memberOptionLabel = (m: { full_name: string; member_id: string }) => `${m.full_name} (${m.member_id})`;

/** One key root, apart from the members screen's own keys. */
export const memberOptionKeys = {
  all: ["member-options"] as const,
  search: (search: string) => [...memberOptionKeys.all, "search", search] as const,
  count: () => [...memberOptionKeys.all, "count"] as const,
};

async function getMemberPage(search: string, pageSize: number, signal?: AbortSignal): Promise<MemberPage> {
  return apiRequest<MemberPage>(MEMBERS_PATH, {
    query: { search, page_size: pageSize },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberOptions(search: string) {
  return useQuery({
    queryKey: memberOptionKeys.search(search),
    queryFn: async ({ signal }) => {
      const page = await getMemberPage(search, MEMBER_OPTIONS_PAGE, signal);
      return page.results.map((m): MemberOption => ({ value: String(m.id), label: memberOptionLabel(m) }));
    },
    placeholderData: keepPreviousData,
  });
}

/** How many members the gym has (a one-row page): screens disable "add" buttons at zero. */
export function useMemberCount() {
  return useQuery({
    queryKey: memberOptionKeys.count(),
    queryFn: async ({ signal }) => (await getMemberPage("", 1, signal)).count,
  });
}

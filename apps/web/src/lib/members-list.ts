import type { MemberStatus, MembersListResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/members/members/ (part 1 §7): one page of members plus the four counts. The one client of
 * this endpoint (issue 22 §5): the members list and the screens that pick a member (member-options.ts)
 * read it through here, under one key root, so a change to members reloads all of them.
 */
export const MEMBERS_PATH = "/api/members/members/";

/** The list's query as the screens send it (the server fills defaults: page 1, 50 a page). */
export interface MemberListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  status?: MemberStatus;
  /** true: only archived members (decision 0261). */
  archived?: boolean;
}

/** One root key, so any change to members (added, suspended, uploaded) reloads every list. */
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
  /** A member's freezes (decision 0258): under the root key, so a freeze or unfreeze reloads them too. */
  freezes: (id: number) => [...memberKeys.all, "freezes", id] as const,
  /** One member's profile (decision 0260). */
  detail: (id: number) => [...memberKeys.all, "detail", id] as const,
  /**
   * One member's history lists on the profile whose endpoint only the profile reads (its visits). The
   * lists other screens read too (payments, invoices, bookings, assignments, feedback) are keyed by their
   * endpoint's one client under that area's root (src/lib/member-history.ts).
   */
  history: (id: number, list: string, page: number) => [...memberKeys.all, "history", id, list, page] as const,
};

export function getMembers(query: MemberListQuery, signal?: AbortSignal): Promise<MembersListResponse> {
  return apiRequest<MembersListResponse>(MEMBERS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export function membersQueryOptions(query: MemberListQuery) {
  return queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    // Paging and typing in the search box keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

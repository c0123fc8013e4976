import { FETCH_MEMBERS_FAILED } from "@gym/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-error.ts";
import { type MemberListQuery, membersQueryOptions } from "../../../lib/members-list.ts";

/** GET /api/members/members/ through its one client (src/lib/members-list.ts). */
export function useMembers(query: MemberListQuery) {
  return useQuery(membersQueryOptions(query));
}

/** Part 1 §8: "Member fetch: detail, error, else 'Failed to fetch members. Please try again.'" */
export function membersErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.texts.detail ?? error.texts.error ?? FETCH_MEMBERS_FAILED;
  return FETCH_MEMBERS_FAILED;
}

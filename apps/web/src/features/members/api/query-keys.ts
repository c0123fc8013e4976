import type { MemberListQuery } from "./types.ts";

/** One root key, so any change to members (added, suspended, uploaded) reloads every list. */
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
  /** One member's profile (decision 0260). */
  detail: (id: number) => [...memberKeys.all, "detail", id] as const,
  /** One member's history lists on the profile, each its area's endpoint filtered by member_id. */
  history: (id: number, list: string, page: number) => [...memberKeys.all, "history", id, list, page] as const,
};

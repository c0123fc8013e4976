import type { MemberListQuery } from "./types.ts";

/** One root key, so any change to members (added, suspended, uploaded) reloads every list. */
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
};

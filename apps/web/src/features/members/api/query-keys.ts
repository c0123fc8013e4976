import type { MemberListQuery } from "./types.ts";

/** One root key, so any change to members (added, suspended, uploaded) reloads every list. */
export const memberKeys = {
  all: ["members"] as const,
  lists: () => [...memberKeys.all, "list"] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
  /** A member's freezes (decision 0258): under the root key, so a freeze or unfreeze reloads them too. */
  freezes: (id: number) => [...memberKeys.all, "freezes", id] as const,
};

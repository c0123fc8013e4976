/**
 * The members API's shapes come from `@gym/contracts` (packages/contracts/src/areas/members.ts) under
 * their own names; only the list's query, as the screen sends it, is declared here.
 */
import type { MemberStatus } from "@gym/contracts";

export type { Member } from "@gym/contracts";

/** The list's query as the screen sends it (the server fills defaults: page 1, 50 a page). */
export interface MemberListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  status?: MemberStatus;
  /** true: only archived members (decision 0261). */
  archived?: boolean;
}

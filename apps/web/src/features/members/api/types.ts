/**
 * The members API's shapes come from `@gym/contracts` (packages/contracts/src/areas/members/) under
 * their own names; only the list's query, as the screen sends it, is declared here.
 */
export type { Member } from "@gym/contracts";

/** The list's query lives with the endpoint's one client (src/lib/members-list.ts). */
export type { MemberListQuery } from "../../../lib/members-list.ts";

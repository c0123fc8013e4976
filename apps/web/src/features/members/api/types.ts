/**
 * The members API's shapes come from `@gym/contracts` (packages/contracts/src/areas/members.ts);
 * this file gives the screens short local names, so they import from one place.
 */
import type { BulkUploadResponse, MemberStatus } from "@gym/contracts";

export type {
  BulkCreatedMember,
  BulkUploadResponse,
  Gender,
  Member,
  MemberRegisterResponse as RegisterMemberSuccess,
  MemberStats,
  MemberStatusChangeResponse as MemberActionResponse,
  MembersListResponse as MemberListResponse,
} from "@gym/contracts";

export type BulkUploadResults = BulkUploadResponse["results"];

/** The list's query as the screen sends it (the server fills defaults: page 1, 50 a page). */
export interface MemberListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  status?: MemberStatus;
}

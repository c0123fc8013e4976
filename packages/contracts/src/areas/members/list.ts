import { authFields, formBoolean, pageNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { emptyToUndefined } from "./fields.ts";
import { member, memberStatus } from "./shapes.ts";

// GET /members/members/ and /api/members/members/: the list, its query and the gym-wide counts (part 1 §2, §4).

export const MEMBERS_PAGE_SIZE_DEFAULT = 50;
export const MEMBERS_PAGE_SIZE_MAX = 200;

export const membersListQuery = z.object({
  page: pageNumber(Number.MAX_SAFE_INTEGER, 1),
  page_size: pageNumber(MEMBERS_PAGE_SIZE_MAX, MEMBERS_PAGE_SIZE_DEFAULT),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** true: only archived members (decision 0261); otherwise archived members are left out. */
  archived: z.preprocess(emptyToUndefined, formBoolean.optional()),
  status: z.preprocess(
    (v) => (typeof v === "string" ? emptyToUndefined(v.trim().toUpperCase()) : v),
    memberStatus.optional(),
  ),
  ...authFields,
});
export type MembersListQuery = z.infer<typeof membersListQuery>;

export const memberStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  expired: z.number().int(),
  suspended: z.number().int(),
});
export type MemberStats = z.infer<typeof memberStats>;

/** Django-style page: next/previous are absolute URLs with the page param, or null. Stats are gym-wide. */
export const membersListResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(member),
  stats: memberStats,
  /** Archived members, outside the stats (decision 0261): the count the list's 'Archived' filter shows. */
  archived_count: z.number().int(),
});
export type MembersListResponse = z.infer<typeof membersListResponse>;

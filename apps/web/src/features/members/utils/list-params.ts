import { type MemberStatus, parseStatus } from "../../../lib/membership.ts";

/** The members list's filters and page live in the URL (?search=&status=&page=&size=), so reloads and links keep them. */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListParams {
  search: string;
  status: MemberStatus | null;
  /** Only archived members (?archived=1, decision 0261); otherwise they are left out. */
  archived: boolean;
  page: number;
  pageSize: number;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function parseListParams(params: URLSearchParams): ListParams {
  const size = positiveInt(params.get("size"), DEFAULT_PAGE_SIZE);
  return {
    search: params.get("search")?.trim() ?? "",
    status: parseStatus(params.get("status")),
    archived: params.get("archived") === "1",
    page: positiveInt(params.get("page"), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes a change; any change other than the page itself goes back to page 1. Defaults are left out of the URL. */
export function withListParams(current: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const next = { ...parseListParams(current), ...change };
  if (change.page === undefined) next.page = 1;
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  if (next.status) params.set("status", next.status);
  if (next.archived) params.set("archived", "1");
  if (next.page > 1) params.set("page", String(next.page));
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set("size", String(next.pageSize));
  return params;
}

import type { MonthQuery } from "../api/get-payments-by-month.ts";
import { isMonth, yearMonth } from "./month.ts";
import { FILTERS, type StatusFilter } from "./status.ts";

export type TrackingView = "dashboard" | "monthly" | "timeline";

/**
 * The monthly view's page sizes (decision 0246), as the members list's: a page of cards fits a screen or
 * two; the server pages (LIMIT/OFFSET), so a gym of 1,000 members never loads them all at once.
 */
export const MONTHLY_PAGE_SIZES = [20, 50, 100] as const;
export const MONTHLY_PAGE_SIZE_DEFAULT = 20;

export interface TrackingParams {
  view: TrackingView;
  month: string;
  status: StatusFilter;
  search: string;
  page: number;
  pageSize: number;
  member: number | null;
  /** A member whose Record Payment popup opens on arrival (the members list's Renew). */
  renew: number | null;
}

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** Smart tracking's state from the query string (?view=&month=&status=&q=&page=&size=&member=&renew=). */
export function parseTrackingParams(sp: URLSearchParams, currentMonth: string): TrackingParams {
  const view = sp.get("view");
  const status = sp.get("status")?.toUpperCase() as StatusFilter | undefined;
  const size = positive(sp.get("size"));
  return {
    view: view === "monthly" || view === "timeline" ? view : "dashboard",
    month: isMonth(sp.get("month")) ? sp.get("month")! : currentMonth,
    status: status && (FILTERS as readonly string[]).includes(status) ? status : "ALL",
    search: sp.get("q")?.trim() ?? "",
    page: positive(sp.get("page")) ?? 1,
    pageSize: size && (MONTHLY_PAGE_SIZES as readonly number[]).includes(size) ? size : MONTHLY_PAGE_SIZE_DEFAULT,
    member: positive(sp.get("member")),
    renew: positive(sp.get("renew")),
  };
}

/** Writes a change; a new filter, search, month or page size goes back to page 1. Defaults stay out of the URL. */
export function withTrackingParams(
  current: TrackingParams,
  change: Partial<TrackingParams>,
  currentMonth: string,
): URLSearchParams {
  const next = { ...current, ...change };
  if (
    change.status !== undefined ||
    change.search !== undefined ||
    change.month !== undefined ||
    change.pageSize !== undefined
  )
    next.page = change.page ?? 1;
  const out = new URLSearchParams();
  if (next.view !== "dashboard") out.set("view", next.view);
  if (next.month !== currentMonth) out.set("month", next.month);
  if (next.status !== "ALL") out.set("status", next.status);
  if (next.search) out.set("q", next.search);
  if (next.page > 1) out.set("page", String(next.page));
  if (next.pageSize !== MONTHLY_PAGE_SIZE_DEFAULT) out.set("size", String(next.pageSize));
  if (next.view === "timeline" && next.member) out.set("member", String(next.member));
  if (next.renew) out.set("renew", String(next.renew));
  return out;
}

/** The by-month request of the monthly view: one page, filtered on the server. */
export function monthlyQuery(p: TrackingParams): MonthQuery {
  return {
    ...yearMonth(p.month),
    page: p.page,
    page_size: p.pageSize,
    ...(p.search ? { search: p.search } : {}),
    ...(p.status !== "ALL" ? { payment_status: p.status } : {}),
  };
}

/** "Showing 21–40 of 92" for a page of the monthly view. */
export function pageRangeText(count: number, page: number, pageSize: number): string {
  const first = count === 0 ? 0 : Math.min(count, (page - 1) * pageSize + 1);
  const last = Math.min(count, page * pageSize);
  return `Showing ${first}–${last} of ${count}`;
}

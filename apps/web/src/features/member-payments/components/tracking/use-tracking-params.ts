import { useSearchParams } from "react-router-dom";
import { todayIso } from "../../../../lib/calendar-date.ts";
import { isMonth, monthOf } from "../../utils/month.ts";
import { FILTERS, type StatusFilter } from "../../utils/status.ts";

export type TrackingView = "dashboard" | "monthly" | "timeline";

export interface TrackingParams {
  view: TrackingView;
  month: string;
  status: StatusFilter;
  search: string;
  page: number;
  member: number | null;
  /** A member whose Record Payment popup opens on arrival (the members list's Renew). */
  renew: number | null;
}

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** Smart tracking's view, month, filter and member live in the URL, so Back and a shared link work. */
export function useTrackingParams(): [TrackingParams, (change: Partial<TrackingParams>) => void] {
  const [sp, setSp] = useSearchParams();
  const view = sp.get("view");
  const status = sp.get("status")?.toUpperCase() as StatusFilter | undefined;
  const params: TrackingParams = {
    view: view === "monthly" || view === "timeline" ? view : "dashboard",
    month: isMonth(sp.get("month")) ? sp.get("month")! : monthOf(todayIso()),
    status: status && (FILTERS as readonly string[]).includes(status) ? status : "ALL",
    search: sp.get("q") ?? "",
    page: positive(sp.get("page")) ?? 1,
    member: positive(sp.get("member")),
    renew: positive(sp.get("renew")),
  };
  const update = (change: Partial<TrackingParams>) => {
    const next = { ...params, ...change };
    if (change.status !== undefined || change.search !== undefined || change.month !== undefined) next.page = 1;
    const out = new URLSearchParams();
    if (next.view !== "dashboard") out.set("view", next.view);
    if (next.month !== monthOf(todayIso())) out.set("month", next.month);
    if (next.status !== "ALL") out.set("status", next.status);
    if (next.search) out.set("q", next.search);
    if (next.page > 1) out.set("page", String(next.page));
    if (next.view === "timeline" && next.member) out.set("member", String(next.member));
    if (next.renew) out.set("renew", String(next.renew));
    setSp(out, { replace: change.search !== undefined });
  };
  return [params, update];
}

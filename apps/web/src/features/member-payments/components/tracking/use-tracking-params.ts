import { useSearchParams } from "react-router-dom";
import { gymToday } from "../../../../lib/calendar-date.ts";
import { monthOf } from "../../utils/month.ts";
import { parseTrackingParams, type TrackingParams, withTrackingParams } from "../../utils/tracking-params.ts";

export type { TrackingParams, TrackingView } from "../../utils/tracking-params.ts";

/** Smart tracking's view, month, filter, search, page and member live in the URL, so Back and a shared link work. */
export function useTrackingParams(): [TrackingParams, (change: Partial<TrackingParams>) => void] {
  const [sp, setSp] = useSearchParams();
  const currentMonth = monthOf(gymToday());
  const params = parseTrackingParams(sp, currentMonth);
  const update = (change: Partial<TrackingParams>) =>
    setSp(withTrackingParams(params, change, currentMonth), { replace: change.search !== undefined });
  return [params, update];
}

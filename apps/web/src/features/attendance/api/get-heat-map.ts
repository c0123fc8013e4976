import type { HeatMapResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ReportRange } from "../utils/report-range.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/reports/heat-map/ (designed, decision 0255): the weekday × hour heat map. */
export const HEAT_MAP_PATH = "/api/attendance/reports/heat-map/";

export function getHeatMap(range: ReportRange, signal?: AbortSignal): Promise<HeatMapResponse> {
  return apiRequest<HeatMapResponse>(HEAT_MAP_PATH, { query: { ...range }, ...(signal ? { signal } : {}) });
}

export const heatMapQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: attendanceKeys.report("heat-map", range),
    queryFn: ({ signal }) => getHeatMap(range, signal),
  });

export function useHeatMap(range: ReportRange) {
  return useQuery(heatMapQueryOptions(range));
}

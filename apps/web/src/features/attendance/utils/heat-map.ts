import { type HeatMapResponse, WEEKDAY_NAMES } from "@gym/contracts";

export interface HeatGrid {
  hours: number[];
  xLabels: string[];
  yLabels: string[];
  data: { x: string; y: string; value: number }[];
  busiest: { weekday: string; hour: string; visits: number } | null;
}

const hourLabel = (h: number) => `${String(h).padStart(2, "0")}`;

/**
 * The heat map's grid for MatrixChart: weekdays down, the gym's hours across, only from the first to the
 * last hour with a visit (05 to 22 when there are none), so the chart stays readable on a tablet and a phone.
 */
export function heatGrid(cells: HeatMapResponse["cells"]): HeatGrid {
  const used = cells.filter((c) => c.visits > 0).map((c) => c.hour);
  const first = used.length ? Math.min(...used) : 5;
  const last = used.length ? Math.max(...used) : 22;
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const data = cells
    .filter((c) => c.hour >= first && c.hour <= last)
    .map((c) => ({ x: hourLabel(c.hour), y: WEEKDAY_NAMES[c.weekday - 1]!, value: c.visits }));
  const top = cells.reduce<HeatMapResponse["cells"][number] | null>(
    (b, c) => (c.visits > (b?.visits ?? 0) ? c : b),
    null,
  );
  return {
    hours,
    xLabels: hours.map(hourLabel),
    yLabels: [...WEEKDAY_NAMES],
    data,
    busiest: top
      ? { weekday: WEEKDAY_NAMES[top.weekday - 1]!, hour: `${hourLabel(top.hour)}:00`, visits: top.visits }
      : null,
  };
}

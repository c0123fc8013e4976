import type { MonthlyStatus } from "@gym/contracts";

/** Part 2 §4: the statuses as badges; "An unknown status displays as Pending". */
export const STATUS_LABELS: Record<MonthlyStatus, string> = {
  PAID: "Paid",
  PENDING: "Pending",
  OVERDUE: "Overdue",
  PARTIAL: "Partial",
  CANCELLED: "Cancelled",
  NOT_CREATED: "Not Created",
};

export const STATUS_COLORS: Record<MonthlyStatus, string> = {
  PAID: "green",
  PENDING: "yellow",
  OVERDUE: "red",
  PARTIAL: "orange",
  CANCELLED: "gray",
  NOT_CREATED: "gray",
};

/** Badge text on the light tints, at least 4.5:1. */
export const STATUS_TEXT_COLORS: Record<MonthlyStatus, string> = {
  PAID: "#1b5e20",
  PENDING: "#6b4e00",
  OVERDUE: "#a51d1d",
  PARTIAL: "#8a3c00",
  CANCELLED: "#343a40",
  NOT_CREATED: "#343a40",
};

export function statusOf(value: string | null | undefined): MonthlyStatus {
  return value && value in STATUS_LABELS ? (value as MonthlyStatus) : "PENDING";
}

/**
 * The monthly view's filter buttons (part 2 §2: All/Paid/Pending/Overdue with counts); Partial and
 * Not Created follow when the month has any.
 */
export const FILTERS = ["ALL", "PAID", "PENDING", "OVERDUE", "PARTIAL", "NOT_CREATED"] as const;
export type StatusFilter = (typeof FILTERS)[number];

export function filterLabel(filter: StatusFilter): string {
  return filter === "ALL" ? "All" : STATUS_LABELS[filter];
}

export function filterCount(filter: StatusFilter, breakdown: Partial<Record<MonthlyStatus, number>>): number {
  if (filter === "ALL") return Object.values(breakdown).reduce((a, b) => a + (b ?? 0), 0);
  return breakdown[filter] ?? 0;
}

/** The filters shown: the spec's four always, the others only when the month has some. */
export function visibleFilters(breakdown: Partial<Record<MonthlyStatus, number>>): StatusFilter[] {
  return FILTERS.filter((f) => ["ALL", "PAID", "PENDING", "OVERDUE"].includes(f) || filterCount(f, breakdown) > 0);
}

/** Owes money this month (a card offers 'Mark as Paid', reminders, the QR). */
export function owes(status: MonthlyStatus): boolean {
  return status === "PENDING" || status === "OVERDUE" || status === "PARTIAL" || status === "NOT_CREATED";
}

import { RECURRING_DUE_SOON_DAYS, type RecurringExpense } from "@gym/contracts";

/** Part 2 §9: "Thresholds: Due Soon 3 days; warning styling 7 days". */
export const RECURRING_WARNING_DAYS = 7;

export interface StatusBadge {
  label: string;
  color: string;
}

/**
 * Part 2 §4: Overdue if the next due date is in the past; Due Soon if within 3 days; Active/Inactive by
 * is_active; plus Auto when it posts itself. An inactive schedule is never overdue or due soon.
 */
export function recurringBadges(
  r: Pick<RecurringExpense, "days_until_due" | "is_active" | "auto_generate">,
): StatusBadge[] {
  const badges: StatusBadge[] = [];
  if (r.is_active && r.days_until_due < 0) badges.push({ label: "Overdue", color: "red" });
  else if (r.is_active && r.days_until_due <= RECURRING_DUE_SOON_DAYS)
    badges.push({ label: "Due Soon", color: "orange" });
  badges.push(r.is_active ? { label: "Active", color: "green" } : { label: "Inactive", color: "gray" });
  if (r.auto_generate) badges.push({ label: "Auto", color: "blue" });
  return badges;
}

/** "Due today", "Due tomorrow", "Due in N days", "Overdue by N days". */
export function dueText(days: number): string {
  if (days < 0) return `Overdue by ${-days} day${days === -1 ? "" : "s"}`;
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return `Due in ${days} days`;
}

/** A dark orange that keeps 4.5:1 on white (Mantine's orange.9 does not). */
export const WARNING_TEXT = "#9c3a06";

/** Red when overdue, orange within the 7-day warning, else the normal text colour. */
export function dueColor(days: number, active: boolean): string {
  if (!active) return "gray.7";
  if (days < 0) return "red.9";
  if (days <= RECURRING_WARNING_DAYS) return WARNING_TEXT;
  return "gray.7";
}

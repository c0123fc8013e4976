// Member statuses and the days-left text (part 1 §4), with no zod: the dashboard's home and layout use
// them, and importing members/ would put zod and its schemas into their first download (issue 7 §9).

export const MEMBER_STATUSES = ["ACTIVE", "SUSPENDED", "EXPIRED"] as const;

/** Days left text (part 1 §4): negative = past, 0 = today, 1 = tomorrow. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `Expired ${-daysLeft} days ago`;
  if (daysLeft === 0) return "Expires today";
  if (daysLeft === 1) return "Expires tomorrow";
  return `${daysLeft} days left`;
}

/** Cuts a preview at `limit` characters (part 2 §9: message 150, admin response 100), with an ellipsis when cut. */
export function preview(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/** "Today", "1 day ago", "N days ago" from the server's days_since_submitted. */
export function daysAgoText(days: number): string {
  if (days <= 0) return "Today";
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

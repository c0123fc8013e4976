/** One root key: a close reloads the day, and the month's report with it. */
export const cashCloseKeys = {
  all: ["cash-close"] as const,
  day: (date: string) => [...cashCloseKeys.all, "day", date] as const,
  month: (month: string) => [...cashCloseKeys.all, "month", month] as const,
};

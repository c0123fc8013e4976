/** One root key: a check-in or a payment at the door reloads every list and report of the area. */
export const attendanceKeys = {
  all: ["attendance"] as const,
  search: (term: string) => [...attendanceKeys.all, "search", term] as const,
  today: () => [...attendanceKeys.all, "today"] as const,
  visits: (filters: object) => [...attendanceKeys.all, "visits", filters] as const,
  report: (name: string, filters: object) => [...attendanceKeys.all, "report", name, filters] as const,
  settings: () => [...attendanceKeys.all, "settings"] as const,
  memberPageSettings: () => [...attendanceKeys.all, "member-page-settings"] as const,
  card: (memberId: number) => [...attendanceKeys.all, "card", memberId] as const,
  freezeRequests: (filters: object) => [...attendanceKeys.all, "freeze-requests", filters] as const,
};

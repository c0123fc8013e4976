/**
 * The screen keys of part 1 §2 and part 2 §2. Each key is also the URL segment under /dashboard
 * (see docs/decisions/0003-dashboard-routes.md); `index` is /dashboard itself.
 */
export const SCREEN_KEYS = [
  "index",
  "addMember",
  "membersList",
  "bulkUpload",
  "gymImages",
  "exercises",
  "diet",
  "feedback",
  "productCategories",
  "products",
  "postCategories",
  "posts",
  "postStats",
  "expenseCategories",
  "expenseTransactions",
  "memberPayments",
  "recurringExpenses",
  "expenseReports",
  "smartPaymentTracking",
  "manualMemberPayment",
  // Designed (decision 0187): the gym's payment settings, in the Expenses group.
  "paymentSettings",
  // Designed (decision 0346): the renewals worklist and the reminder sequence, in the Expenses group.
  "renewals",
  "trainers",
  "trainerRates",
  "trainerBooking",
  "exerciseAssignments",
  // Designed (decision 0257): the front desk, its reports and settings.
  "frontDesk",
  "attendanceReports",
  "attendanceSettings",
  // Designed (decision 0344): members' freeze requests from their own page, reached from the front desk.
  "freezeRequests",
  // Designed (decision 0273): the nightly backup, reached from the home screen.
  "backupSettings",
  // Designed (decision 0290): the plan catalogue, in the Members group.
  "plans",
  // Designed (decision 0350): the owner's edit of the gym's privacy notice, reached from a profile's Data and privacy card.
  "privacyNotice",
  // Designed (decision 0333): the audit trail, reached from the home screen.
  "auditTrail",
  // Designed (decision 0326): the day's cash close, in the menu for the desk, managers and the owner.
  "cashClose",
  // Designed (decision 0325): the owner's staff accounts and door devices (Settings → Staff).
  "staff",
] as const;

export type ScreenKey = (typeof SCREEN_KEYS)[number];

export const DASHBOARD_PATH = "/dashboard";

export function screenPath(key: ScreenKey): string {
  return key === "index" ? DASHBOARD_PATH : `${DASHBOARD_PATH}/${key}`;
}

/** `/dashboard/exercises/category/3` → `exercises`; unknown or outside /dashboard → null. */
export function screenKeyFromPath(pathname: string): ScreenKey | null {
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === DASHBOARD_PATH) return "index";
  if (!trimmed.startsWith(`${DASHBOARD_PATH}/`)) return null;
  const segment = trimmed.slice(DASHBOARD_PATH.length + 1).split("/")[0] ?? "";
  return (SCREEN_KEYS as readonly string[]).includes(segment) && segment !== "index" ? (segment as ScreenKey) : null;
}

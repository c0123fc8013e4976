import type { Role } from "@gym/contracts";
import { type EndpointName, mayCall } from "../../lib/role-access.ts";
import type { ScreenKey } from "./screen-keys.ts";

/**
 * The call each screen cannot work without (issue 25 §5, decision 0325): a role the catalogue refuses it
 * does not see the screen in the menus, and opening its address shows why instead of the screen.
 */
export const SCREEN_NEEDS: Record<ScreenKey, EndpointName> = {
  index: "GET /api/dashboard/home/",
  addMember: "POST /api/android/member/register/",
  membersList: "GET /api/members/members/",
  bulkUpload: "POST /api/members/bulk-upload/",
  gymImages: "GET /api/android/gyms/images/",
  exercises: "GET /api/android/exercise/categories/",
  diet: "GET /api/android/diet/menu/",
  feedback: "GET /api/android/feedback/admin/list/",
  productCategories: "GET /api/gym-products/categories/",
  products: "GET /api/gym-products/products/",
  postCategories: "GET /api/gym-posts/categories/",
  posts: "GET /api/gym-posts/posts/",
  postStats: "GET /api/gym-posts/statistics/",
  expenseCategories: "PUT /api/expenses/categories/{id}/update/",
  expenseTransactions: "GET /api/expenses/transactions/",
  memberPayments: "GET /api/expenses/member-payments/",
  recurringExpenses: "GET /api/expenses/recurring/",
  // Profit figures: a manager's or the owner's.
  expenseReports: "GET /api/expenses/reports/expense-summary/",
  smartPaymentTracking: "GET /api/expenses/member-payments/by-month/",
  manualMemberPayment: "POST /api/expenses/member-payments/create/",
  paymentSettings: "PUT /api/expenses/payment-settings/update/",
  trainers: "POST /api/trainers/create/",
  trainerRates: "GET /api/trainers/rates/",
  trainerBooking: "GET /api/trainers/bookings/",
  exerciseAssignments: "GET /api/exercise-assignments/",
  frontDesk: "GET /api/attendance/today/",
  attendanceReports: "GET /api/attendance/reports/visits/",
  attendanceSettings: "PUT /api/attendance/settings/update/",
  freezeRequests: "GET /api/members/freeze-requests/",
  backupSettings: "GET /api/settings/backup/",
  privacyNotice: "PUT /api/members/privacy-notice/update/",
  plans: "POST /api/members/plans/",
  staff: "GET /api/auth/staff/",
  auditTrail: "GET /api/audit/entries/",
  renewals: "GET /api/expenses/member-payments/renewals/",
  cashClose: "GET /api/cash-close/days/{date}/",
};

export function screenAllowed(role: Role, screen: ScreenKey): boolean {
  return mayCall(role, SCREEN_NEEDS[screen]);
}

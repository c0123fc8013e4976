import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router-dom";
// Not lazy: the sign-in page is most visits' first screen, and one more round trip before it paints
// cost more than its 10 kB on a signed-in first load (decision 0096).
import LoginPage from "../features/auth/pages/LoginPage.tsx";
import { dashboardHomeImport, dashboardLayoutImport } from "./first-screen-imports.ts";
import { RedirectIfSignedIn } from "./guards/RedirectIfSignedIn.tsx";
import { RequireSession } from "./guards/RequireSession.tsx";
import { RootRedirect } from "./guards/RootRedirect.tsx";
import { DashboardNotFound } from "./layout/DashboardNotFound.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";
import { RouteErrorPage } from "./layout/RouteErrorPage.tsx";
import { lazyOnceLoaded } from "./lazy-once-loaded.ts";
import { PUBLIC_FEEDBACK_SECTION } from "./public-gym-sections.ts";

/*
 * The whole route table. Every screen but the sign-in page is lazy-loaded, so the first download stays
 * small; to build a screen, replace its page file (or the one import line here). Screen keys are URL segments under
 * /dashboard (docs/decisions/0003-dashboard-routes.md).
 */

/**
 * A dashboard screen other than the home: its code and Mantine's whole style sheet, together. The home
 * and the layout load only their part of the sheet (layout/shell-styles.ts), so the home paints without
 * parsing 250 kB of CSS; the rest arrives with the first other screen (issue 28 §1, decision 0307).
 */
function screen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([import("./all-styles.ts"), load()]).then(([, page]) => page));
}

const PublicGymSectionPage = lazy(() => import("../features/public-gym/pages/PublicGymSectionPage.tsx"));
// Rendered without suspending once main.tsx has evaluated them (the signed-in home, decision 0401).
const DashboardLayout = lazyOnceLoaded(dashboardLayoutImport);

const DashboardHomePage = lazyOnceLoaded(dashboardHomeImport);
const AddMemberPage = screen(() => import("../features/members/pages/AddMemberPage.tsx"));
const MembersListPage = screen(() => import("../features/members/pages/MembersListPage.tsx"));
const MemberProfilePage = screen(() => import("../features/members/pages/MemberProfilePage.tsx"));
const BulkUploadPage = screen(() => import("../features/members/pages/BulkUploadPage.tsx"));
const PlansPage = screen(() => import("../features/plans/pages/PlansPage.tsx"));
const GymImagesPage = screen(() => import("../features/gym-images/pages/GymImagesPage.tsx"));
const ExercisesPage = screen(() => import("../features/exercises/pages/ExercisesPage.tsx"));
const DietPage = screen(() => import("../features/diet/pages/DietPage.tsx"));
const FeedbackPage = screen(() => import("../features/feedback/pages/FeedbackPage.tsx"));
const ProductCategoriesPage = screen(() => import("../features/shop/pages/ProductCategoriesPage.tsx"));
const ProductsPage = screen(() => import("../features/shop/pages/ProductsPage.tsx"));
const PostCategoriesPage = screen(() => import("../features/posts/pages/PostCategoriesPage.tsx"));
const PostsPage = screen(() => import("../features/posts/pages/PostsPage.tsx"));
const PostStatsPage = screen(() => import("../features/posts/pages/PostStatsPage.tsx"));
const ExpenseCategoriesPage = screen(() => import("../features/expenses/pages/ExpenseCategoriesPage.tsx"));
const ExpenseTransactionsPage = screen(() => import("../features/expenses/pages/ExpenseTransactionsPage.tsx"));
const RecurringExpensesPage = screen(() => import("../features/expenses/pages/RecurringExpensesPage.tsx"));
const ExpenseReportsPage = screen(() => import("../features/expenses/pages/ExpenseReportsPage.tsx"));
const MemberPaymentsPage = screen(() => import("../features/member-payments/pages/MemberPaymentsPage.tsx"));
const SmartPaymentTrackingPage = screen(() => import("../features/member-payments/pages/SmartPaymentTrackingPage.tsx"));
const ManualMemberPaymentPage = screen(() => import("../features/member-payments/pages/ManualMemberPaymentPage.tsx"));
const PaymentSettingsPage = screen(() => import("../features/member-payments/pages/PaymentSettingsPage.tsx"));
const RenewalsPage = screen(() => import("../features/member-payments/pages/RenewalsPage.tsx"));
const TrainersPage = screen(() => import("../features/trainers/pages/TrainersPage.tsx"));
const TrainerRatesPage = screen(() => import("../features/trainers/pages/TrainerRatesPage.tsx"));
const TrainerBookingPage = screen(() => import("../features/bookings/pages/TrainerBookingPage.tsx"));
const ExerciseAssignmentsPage = screen(() => import("../features/assignments/pages/ExerciseAssignmentsPage.tsx"));
const FrontDeskPage = screen(() => import("../features/attendance/pages/FrontDeskPage.tsx"));
const AttendanceReportsPage = screen(() => import("../features/attendance/pages/AttendanceReportsPage.tsx"));
const AttendanceSettingsPage = screen(() => import("../features/attendance/pages/AttendanceSettingsPage.tsx"));
const FreezeRequestsPage = screen(() => import("../features/attendance/pages/FreezeRequestsPage.tsx"));
const BackupSettingsPage = screen(() => import("../features/backups/pages/BackupSettingsPage.tsx"));
const PrivacyNoticePage = screen(() => import("../features/members/pages/PrivacyNoticePage.tsx"));
const AuditTrailPage = screen(() => import("../features/audit/pages/AuditTrailPage.tsx"));
const CashClosePage = screen(() => import("../features/cash-close/pages/CashClosePage.tsx"));
const StaffPage = screen(() => import("../features/staff/pages/StaffPage.tsx"));

/** Paths are the spec's screen keys (part 1 §2, part 2 §2), relative to /dashboard. */
const dashboardScreens: RouteObject[] = [
  { index: true, element: <DashboardHomePage /> },
  { path: "addMember", element: <AddMemberPage /> },
  { path: "membersList", element: <MembersListPage /> },
  { path: "bulkUpload", element: <BulkUploadPage /> },
  { path: "members/:id", element: <MemberProfilePage /> },
  { path: "plans", element: <PlansPage /> },
  { path: "gymImages", element: <GymImagesPage /> },
  { path: "exercises/*", element: <ExercisesPage /> },
  { path: "diet", element: <DietPage /> },
  { path: "feedback", element: <FeedbackPage /> },
  { path: "productCategories", element: <ProductCategoriesPage /> },
  { path: "products", element: <ProductsPage /> },
  { path: "postCategories", element: <PostCategoriesPage /> },
  { path: "posts", element: <PostsPage /> },
  { path: "postStats", element: <PostStatsPage /> },
  { path: "expenseCategories", element: <ExpenseCategoriesPage /> },
  { path: "expenseTransactions", element: <ExpenseTransactionsPage /> },
  { path: "memberPayments", element: <MemberPaymentsPage /> },
  { path: "recurringExpenses", element: <RecurringExpensesPage /> },
  { path: "expenseReports", element: <ExpenseReportsPage /> },
  { path: "smartPaymentTracking", element: <SmartPaymentTrackingPage /> },
  { path: "manualMemberPayment", element: <ManualMemberPaymentPage /> },
  { path: "paymentSettings", element: <PaymentSettingsPage /> },
  { path: "renewals", element: <RenewalsPage /> },
  { path: "trainers", element: <TrainersPage /> },
  { path: "trainerRates", element: <TrainerRatesPage /> },
  { path: "trainerBooking", element: <TrainerBookingPage /> },
  { path: "exerciseAssignments", element: <ExerciseAssignmentsPage /> },
  { path: "frontDesk", element: <FrontDeskPage /> },
  { path: "attendanceReports", element: <AttendanceReportsPage /> },
  { path: "attendanceSettings", element: <AttendanceSettingsPage /> },
  { path: "freezeRequests", element: <FreezeRequestsPage /> },
  { path: "backupSettings", element: <BackupSettingsPage /> },
  { path: "privacyNotice", element: <PrivacyNoticePage /> },
  { path: "auditTrail", element: <AuditTrailPage /> },
  { path: "cashClose", element: <CashClosePage /> },
  { path: "staff", element: <StaffPage /> },
  { path: "*", element: <DashboardNotFound /> },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: "login", element: <RedirectIfSignedIn page={<LoginPage />} /> },
      // The gym's public page /g/:schemaName is HTML from the API (decision 0194); its feedback form
      // stays a React page beside it, without a session (issue 13, decision 0112).
      { path: "g/:schemaName/feedback", element: <PublicGymSectionPage section={PUBLIC_FEEDBACK_SECTION} /> },
      {
        path: "dashboard",
        element: <RequireSession />,
        children: [
          {
            element: <DashboardLayout />,
            // A crashing screen keeps the header and menu, so the user can go elsewhere.
            children: [{ errorElement: <RouteErrorPage />, children: dashboardScreens }],
          },
        ],
      },
      { path: "*", element: <RootRedirect /> },
    ],
  },
];

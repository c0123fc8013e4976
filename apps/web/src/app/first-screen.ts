import { homeReadUrls } from "../features/dashboard/api/home-reads.ts";
import { DASHBOARD_HOME_PATH, SESSION_PATH } from "../lib/early-paths.ts";
import { startEarlyRequest } from "../lib/early-requests.ts";
import { getToken } from "../lib/session-storage.ts";

/**
 * The session check's and the dashboard home's paths, from lib/early-paths.ts, which get-session.ts and
 * get-dashboard-home.ts use too. Not imported from those: they bring React and React Query, and this
 * runs before either has loaded.
 */
export const EARLY_PATHS = { session: SESSION_PATH, dashboardHome: DASHBOARD_HOME_PATH } as const;

/** What a first visit to a path will need, before React has rendered anything. */
export interface FirstScreenPlan {
  /** Lazy chunks of routes.tsx the route guards will render. */
  chunks: Array<() => Promise<unknown>>;
  /** GET requests the screens will make, with the stored token. */
  requests: string[];
}

const dashboardLayout = () => import("./layout/DashboardLayout.tsx");
const dashboardHome = () => import("../features/dashboard/pages/DashboardHomePage.tsx");

const NOTHING: FirstScreenPlan = { chunks: [], requests: [] };

/**
 * Mirrors the route guards (routes.tsx): without a token every path ends on the sign-in page, which is
 * part of the app's own chunk, or on the public gym page: nothing to start. With one, /, /login and
 * /dashboard end on the home screen, whose layout waits for the session check, and whose tiles read the
 * month's summaries and the front desk's figures (home-reads.ts, decision 0365). Other dashboard screens
 * get their layout and session check early; their own chunk follows as before.
 */
export function planFirstScreen(pathname: string, hasToken: boolean, now: Date = new Date()): FirstScreenPlan {
  const path = pathname.replace(/\/+$/, "") || "/";
  const isDashboard = path === "/dashboard" || path.startsWith("/dashboard/");
  const endsOnHome = path === "/" || path === "/login" || path === "/dashboard";
  if (!hasToken) return NOTHING;
  if (endsOnHome) {
    return {
      chunks: [dashboardLayout, dashboardHome],
      requests: [EARLY_PATHS.session, EARLY_PATHS.dashboardHome, ...homeReadUrls(now)],
    };
  }
  return isDashboard ? { chunks: [dashboardLayout], requests: [EARLY_PATHS.session] } : NOTHING;
}

/**
 * Starts the first screen's code and reads in parallel with the app's own code (issue 7 §9: page →
 * app code → session check → layout code → home code → data used to run one after another). A chunk
 * that fails here is fetched again by React.lazy; a failed read is the screen's to report as usual.
 */
export function startFirstScreen(pathname: string): void {
  const token = getToken();
  const plan = planFirstScreen(pathname, token !== null);
  for (const chunk of plan.chunks) chunk().catch(() => {});
  if (token) for (const path of plan.requests) startEarlyRequest(path, token);
}

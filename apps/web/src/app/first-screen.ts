import { homeReadUrls } from "../features/dashboard/api/home-reads.ts";
import { DASHBOARD_HOME_PATH, SESSION_PATH } from "../lib/early-paths.ts";
import { startEarlyRequest } from "../lib/early-requests.ts";
import { getToken } from "../lib/session-storage.ts";
import { dashboardHomeImport, dashboardLayoutImport } from "./first-screen-imports.ts";

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
  /**
   * True when index.html's inline script has already started downloading `chunks` (the signed-in home,
   * decision 0384): they then need only evaluating, which main.tsx does after the app's own chunks, each
   * in a task of its own (decision 0392).
   */
  preloadedByPage: boolean;
}

const dashboardLayout = dashboardLayoutImport.load;
const dashboardHome = dashboardHomeImport.load;

const NOTHING: FirstScreenPlan = { chunks: [], requests: [], preloadedByPage: false };

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
      preloadedByPage: true,
    };
  }
  return isDashboard ? { chunks: [dashboardLayout], requests: [EARLY_PATHS.session], preloadedByPage: false } : NOTHING;
}

/**
 * Starts the first screen's code and reads in parallel with the app's own code (issue 7 §9: page →
 * app code → session check → layout code → home code → data used to run one after another). A chunk
 * that fails here is fetched again by React.lazy; a failed read is the screen's to report as usual.
 *
 * Returns what evaluates the first screen's chunks, and whether they are the signed-in home's. Importing a
 * chunk evaluates it, and every chunk it imports, as soon as all have arrived: started here, the home's
 * chunks were evaluated together with React, the router and Mantine in one task of ~26 ms of CPU (a 100 ms
 * long task on Lighthouse's 4x phone). index.html has already started downloading the home's
 * (`preloadedByPage`), so main.tsx imports them after the app's chunks, in a task of their own (issue 28
 * §1, decision 0392); another screen's layout chunk is not preloaded by the page and is imported here, as
 * before.
 */
export function startFirstScreen(pathname: string): { evaluate: () => Promise<void>; preloadedByPage: boolean } {
  const token = getToken();
  const plan = planFirstScreen(pathname, token !== null);
  if (token) for (const path of plan.requests) startEarlyRequest(path, token);
  const load = () => Promise.all(plan.chunks.map((chunk) => chunk().catch(() => {}))).then(() => {});
  if (plan.preloadedByPage) return { evaluate: load, preloadedByPage: true };
  const started = load();
  return { evaluate: () => started, preloadedByPage: false };
}

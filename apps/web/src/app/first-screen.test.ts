import { describe, expect, it } from "vitest";
import { SESSION_PATH } from "../features/auth/api/get-session.ts";
import { ATTENDANCE_SUMMARY_PATH } from "../features/dashboard/api/get-attendance-summary.ts";
import { DASHBOARD_HOME_PATH } from "../features/dashboard/api/get-dashboard-home.ts";
import { BACKUP_STATUS_PATH } from "../lib/backup-status.ts";
import { EARLY_PATHS, planFirstScreen } from "./first-screen.ts";

// A day pinned in the browser's zone: the home's tiles read This Month up to it.
const NOW = new Date(2026, 11, 3, 9, 30);
const plan = (path: string, hasToken: boolean) => {
  const { chunks, requests, preloadedByPage } = planFirstScreen(path, hasToken, NOW);
  return { chunks: chunks.length, requests, preloadedByPage };
};

describe("planFirstScreen", () => {
  it("uses the same paths as the screens' own api files", () => {
    expect(EARLY_PATHS).toEqual({ session: SESSION_PATH, dashboardHome: DASHBOARD_HOME_PATH });
  });

  it("without a token starts nothing: the sign-in page comes with the app itself", () => {
    for (const path of ["/", "/login", "/login/", "/dashboard", "/dashboard/membersList"]) {
      expect(plan(path, false), path).toEqual({ chunks: 0, requests: [], preloadedByPage: false });
    }
  });

  it("with a token, fetches the layout and the home and starts the session check and the home's reads", () => {
    for (const path of ["/", "/login", "/dashboard", "/dashboard/"]) {
      expect(plan(path, true), path).toEqual({
        chunks: 2,
        requests: [
          SESSION_PATH,
          DASHBOARD_HOME_PATH,
          "/api/expenses/reports/expense-summary/?start_date=2026-12-01&end_date=2026-12-03",
          "/api/expenses/reports/member-payment-summary/?start_date=2026-12-01&end_date=2026-12-03&page_size=1",
          ATTENDANCE_SUMMARY_PATH,
          BACKUP_STATUS_PATH,
        ],
        // index.html's inline script has started the home's chunks (decisions 0384, 0392).
        preloadedByPage: true,
      });
    }
  });

  it("with a token on another screen, starts only the layout and the session check", () => {
    expect(plan("/dashboard/membersList", true)).toEqual({
      chunks: 1,
      requests: [SESSION_PATH],
      preloadedByPage: false,
    });
    // A path that merely starts like the dashboard is not one.
    expect(plan("/dashboards", true)).toEqual({ chunks: 0, requests: [], preloadedByPage: false });
  });

  it("starts nothing for the public feedback form, which needs no session", () => {
    expect(plan("/g/demo_gym/feedback", true)).toEqual({ chunks: 0, requests: [], preloadedByPage: false });
    expect(plan("/g/demo_gym/feedback", false)).toEqual({ chunks: 0, requests: [], preloadedByPage: false });
  });
});

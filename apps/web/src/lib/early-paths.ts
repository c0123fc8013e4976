/**
 * The two reads a first visit starts before React has loaded (app/first-screen.ts): written once here,
 * without React or React Query, and used by their clients (features/auth/api/get-session.ts,
 * features/dashboard/api/get-dashboard-home.ts), so each path stays in one file (issue 22 §5).
 */
/** GET /api/auth/session/: the token check of part 1 §2 (designed path, see the API's decision records). */
export const SESSION_PATH = "/api/auth/session/";
/** GET /api/dashboard/home/ (designed, decision 0006): counts, expired memberships and birthdays in one call. */
export const DASHBOARD_HOME_PATH = "/api/dashboard/home/";
/**
 * GET /api/settings/backup/ (designed, decision 0273): the home's backup warning. Read with the home's
 * first reads so the warning lands with the cards instead of pushing them down after (decision 0382).
 */
export const BACKUP_STATUS_PATH = "/api/settings/backup/";

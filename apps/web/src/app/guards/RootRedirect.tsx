import { Navigate } from "react-router-dom";
import { useStoredSession } from "../../lib/use-stored-session.ts";

/** Part 1 §2: "/: redirects to /dashboard when a token exists, else /login." (Also used for unknown paths.) */
export function RootRedirect() {
  const { token } = useStoredSession();
  return <Navigate to={token ? "/dashboard" : "/login"} replace />;
}

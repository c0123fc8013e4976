import { useDeferredValue, useEffect, useState } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { LoadingScreen } from "../../components/ui/LoadingScreen.tsx";
import { useSessionQuery } from "../../features/auth/api/get-session.ts";
import { getStoredUser, normalizeUser, saveUser } from "../../lib/session-storage.ts";
import { useStoredSession } from "../../lib/use-stored-session.ts";
import { signedInHomeEvaluated } from "../first-screen-imports.ts";

/** Part 1 §2: "/dashboard/*: requires a stored token, otherwise redirects to /login." */
export function RequireSession() {
  const { token } = useStoredSession();
  if (!token) return <Navigate to="/login" replace />;
  // Keyed by token: a new sign-in mounts a fresh check.
  return <SessionCheck key={token} token={token} />;
}

/**
 * "A loading screen shows while the token check runs." A 401 is handled by the API client (storage
 * cleared, so the guard above redirects). Any other failure (API briefly down) does not lock the
 * owner out: the stored user is used and the next 401 from any call still signs out.
 */
function SessionCheck({ token }: { token: string }) {
  const session = useSessionQuery(token);
  const checked = !session.isPending;
  // The session's answer arrives through React Query's store, whose updates React renders in one task: on
  // the signed-in home that render is the layout and the home, ~65 ms of CPU (~260 ms on Lighthouse's 4x
  // phone). Deferred, it is rendered in a transition, in slices of a few ms (decision 0401). Only when
  // the layout and the home are already evaluated: another screen's chunk would suspend that transition
  // and keep the loading screen up until it arrives, instead of showing the layout meanwhile.
  const [sliced] = useState(signedInHomeEvaluated);
  const deferredChecked = useDeferredValue(checked);

  useEffect(() => {
    // Keep gym_user_data current (e.g. a renamed gym) with what the server says now.
    const fresh = normalizeUser(session.data);
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(getStoredUser())) saveUser(fresh);
  }, [session.data]);

  if (!(sliced ? deferredChecked : checked)) return <LoadingScreen fullScreen label="Checking your session..." />;
  return <Outlet />;
}

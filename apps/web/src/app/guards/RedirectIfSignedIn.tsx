import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useStoredSession } from "../../lib/use-stored-session.ts";

/** Part 1 §2: "/login: shows sign-in; if a token is already stored, redirects to /dashboard." */
export function RedirectIfSignedIn({ page }: { page: ReactNode }) {
  const { token } = useStoredSession();
  return token ? <Navigate to="/dashboard" replace /> : page;
}

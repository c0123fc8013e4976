import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { clearSession } from "../../../lib/session-storage.ts";
import { signOutEverywhere } from "../api/sign-out.ts";

/**
 * Part 1 §4: "logout removes token and user data". The server ends the session too (decision 0088), so
 * the token is dead even if it was copied; cached answers go, so the next user never sees them.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void signOutEverywhere(() => {
      clearSession();
      queryClient.clear();
      navigate("/login", { replace: true });
    });
  }, [navigate, queryClient]);
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { clearSession } from "../../../lib/session-storage.ts";

/** Part 1 §4: "logout removes token and user data". Cached answers go too, so the next user never sees them. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate("/login", { replace: true });
  }, [navigate, queryClient]);
}

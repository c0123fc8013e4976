import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { planKeys } from "../../../lib/plans-list.ts";

/** After any change to a plan: every plan list (the screen and Add New Member's select) reloads. */
export function useInvalidatePlans(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: planKeys.all });
  }, [queryClient]);
}

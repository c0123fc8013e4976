import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { staffKeys } from "./query-keys.ts";

/** After any change to an account or a door device: both lists reload. */
export function useInvalidateStaff(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
  }, [queryClient]);
}

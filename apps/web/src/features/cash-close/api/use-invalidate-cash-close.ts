import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { cashCloseKeys } from "./query-keys.ts";

/** After a close, the day and the month's report reload. */
export function useInvalidateCashClose(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: cashCloseKeys.all }), [queryClient]);
}

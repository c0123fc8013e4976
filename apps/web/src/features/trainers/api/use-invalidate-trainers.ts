import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { trainerKeys } from "./query-keys.ts";

/** After any change to a trainer or a rate, both lists reload. */
export function useInvalidateTrainers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: trainerKeys.all }), [queryClient]);
}

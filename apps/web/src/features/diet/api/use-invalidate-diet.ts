import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dietKeys } from "./query-keys.ts";

/** After any change to the menu or its categories, every list and detail reloads (part 2 §4). */
export function useInvalidateDiet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dietKeys.all }), [queryClient]);
}

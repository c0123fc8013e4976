import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { feedbackKeys } from "./query-keys.ts";

/** After a response or a follow-up the list, its stat cards and the details reload (part 2 §4). */
export function useInvalidateFeedback(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }), [queryClient]);
}

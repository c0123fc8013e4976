import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { exerciseKeys } from "./query-keys.ts";

/** After any change to the library, every list and detail reloads (part 1 §4: "reload the list"). */
export function useInvalidateExercises(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: exerciseKeys.all }), [queryClient]);
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { gymImageKeys } from "./query-keys.ts";

/** After any change to the gallery, its list reloads (part 1 §4: "reload the list"). */
export function useInvalidateGymImages(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: gymImageKeys.all }), [queryClient]);
}

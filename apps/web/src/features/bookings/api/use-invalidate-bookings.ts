import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { bookingKeys } from "./query-keys.ts";

/** After any booking change every visible range reloads. */
export function useInvalidateBookings(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: bookingKeys.all }), [queryClient]);
}

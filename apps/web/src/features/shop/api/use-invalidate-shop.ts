import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { shopKeys } from "./query-keys.ts";

/** After any change to the shop, every list and detail reloads (part 2 §4: "after success the list reloads"). */
export function useInvalidateShop(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: shopKeys.all }), [queryClient]);
}

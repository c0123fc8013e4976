import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { postKeys } from "./query-keys.ts";

/** After any change, every posts list, detail, category list and statistic reloads (part 2 §4). */
export function useInvalidatePosts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: postKeys.all }), [queryClient]);
}

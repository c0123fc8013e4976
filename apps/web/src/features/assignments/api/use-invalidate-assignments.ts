import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { assignmentKeys } from "./query-keys.ts";

/** After any change the assignment lists reload (the library reads are left alone). */
export function useInvalidateAssignments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [...assignmentKeys.all, "list"] }), [queryClient]);
}

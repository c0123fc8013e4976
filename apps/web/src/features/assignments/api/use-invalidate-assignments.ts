import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { assignmentListKeys } from "../../../lib/exercise-assignments.ts";

/** After any change the assignment lists reload, the member profile's too (the library reads are left alone). */
export function useInvalidateAssignments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: assignmentListKeys.lists() }), [queryClient]);
}

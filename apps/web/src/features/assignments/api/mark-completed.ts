import type { AssignmentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { updateAssignmentPath } from "./save-assignment.ts";
import { useInvalidateAssignments } from "./use-invalidate-assignments.ts";

/** PATCH /api/exercise-assignments/{id}/update/ with is_success: 'Mark Completed' (the server dates it today). */
export function markCompleted(id: number): Promise<AssignmentResponse> {
  return apiRequest<AssignmentResponse>(updateAssignmentPath(id), { method: "PATCH", body: { is_success: true } });
}

export function useMarkCompleted() {
  const invalidate = useInvalidateAssignments();
  return useMutation({ mutationFn: markCompleted, onSuccess: invalidate });
}

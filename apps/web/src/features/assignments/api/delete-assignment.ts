import type { TrainerAreaDeletedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAssignments } from "./use-invalidate-assignments.ts";

/** DELETE /api/exercise-assignments/{id}/delete/. */
export const deleteAssignmentPath = (id: number) => `/api/exercise-assignments/${id}/delete/`;

export function deleteAssignment(id: number): Promise<TrainerAreaDeletedResponse> {
  return apiRequest<TrainerAreaDeletedResponse>(deleteAssignmentPath(id), { method: "DELETE" });
}

export function useDeleteAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({ mutationFn: deleteAssignment, onSuccess: invalidate });
}

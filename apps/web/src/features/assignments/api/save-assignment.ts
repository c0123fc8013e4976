import type { AssignmentFormInput, AssignmentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAssignments } from "./use-invalidate-assignments.ts";

/** POST /api/exercise-assignments/create/ and PUT /api/exercise-assignments/{id}/update/ (decision 0005). */
export const CREATE_ASSIGNMENT_PATH = "/api/exercise-assignments/create/";
export const updateAssignmentPath = (id: number) => `/api/exercise-assignments/${id}/update/`;

export function saveAssignment({
  id,
  input,
}: {
  id: number | null;
  /** Part 2 §7's payload as the contract takes it (no `gym` field: one schema per gym, decision 0125). */
  input: AssignmentFormInput;
}): Promise<AssignmentResponse> {
  return apiRequest<AssignmentResponse>(id === null ? CREATE_ASSIGNMENT_PATH : updateAssignmentPath(id), {
    method: id === null ? "POST" : "PUT",
    body: input,
  });
}

export function useSaveAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({ mutationFn: saveAssignment, onSuccess: invalidate });
}

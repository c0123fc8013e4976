import type { AssignmentDay, AssignmentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAssignments } from "./use-invalidate-assignments.ts";

/** POST /api/exercise-assignments/create/ and PUT /api/exercise-assignments/{id}/update/ (decision 0005). */
export const CREATE_ASSIGNMENT_PATH = "/api/exercise-assignments/create/";
export const updateAssignmentPath = (id: number) => `/api/exercise-assignments/${id}/update/`;

/** Part 2 §7's payload (the `gym` field is left out: one schema per gym, decision 0125). */
export interface AssignmentInput {
  member_id: number;
  exercise_category_id: number;
  exercise_id: number;
  set: number;
  reps: number;
  day: AssignmentDay;
  is_success: boolean;
  notes: string;
  /** Sent only when completed is checked and a date is given (part 2 §5). */
  completed_date?: string;
}

export function saveAssignment({
  id,
  input,
}: {
  id: number | null;
  input: AssignmentInput;
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
